package control

// languageOptions are the options of the Settings' language menu: the browser's languages
// first, then each of the site's (msg.Languages), named in itself. (A test checks that it
// lists msg.Languages.) The words of the page's markup marked data-t are put in the page's
// language by static/boot.js (Doc.Translate), which also keeps the language the player picks
// and loads the page again in it (the game is saved as the page goes). English needs nothing.
const languageOptions = `<option value="" data-t>Browser's language</option>` +
	`<option value="en" lang="en">English</option><option value="de" lang="de">Deutsch</option>` +
	`<option value="fr" lang="fr">Français</option><option value="es" lang="es">Español</option>` +
	`<option value="it" lang="it">Italiano</option><option value="nl" lang="nl">Nederlands</option>` +
	`<option value="pt-BR" lang="pt-BR">Português (Brasil)</option><option value="pl" lang="pl">Polski</option>` +
	`<option value="zh-CN" lang="zh-CN">简体中文</option><option value="ja" lang="ja">日本語</option>`
