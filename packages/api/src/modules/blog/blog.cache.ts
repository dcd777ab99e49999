/**
 * The blog's public reads kept in memory (lib/public-cache.ts): the lists, the posts and the categories are the
 * same for everyone and change only when an admin edits the blog.
 */
import { publicCache } from '../../lib/public-cache';

const blog = publicCache();

export const cachedBlog = blog.read;
/** The blog changed: the next reads go to the database, and cached pages are dropped. */
export const forgetBlog = blog.forget;
export const forgetBlogOnWrite = blog.forgetOnWrite;
