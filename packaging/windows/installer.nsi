; SPDX-License-Identifier: GPL-3.0-or-later
;
; The Windows installer, built by make_installer.sh with Debian's makensis from the folder that is
; also zipped. For one user without administrator rights by default (into the user's own
; programs folder), for all users as an option (/AllUsers, or the page an administrator sees);
; /S installs and uninstalls silently. It adds Duizhao to the Start menu (named as the system's
; language names it), a desktop shortcut if asked, and "Open with" entries for .txt and .epub
; files without taking over their default program; the uninstaller, listed in Apps & features,
; removes exactly what was installed, and the user's settings only when asked.
;
; Defined by make_installer.sh: VERSION, PACKAGE (the folder), OUTPUT, FILES and UNFILES (the
; package's files, written out for installing and removing them).

Target amd64-unicode ; a 64-bit installer for a 64-bit program
SetCompressor /SOLID lzma
ManifestDPIAware true

!define APP_ID "Duizhao"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_INSTALLMODE_DEFAULT_CURRENTUSER
!define MULTIUSER_USE_PROGRAMFILES64
!define MULTIUSER_INSTALLMODE_INSTDIR "Duizhao"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallLocation"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "InstallLocation"
!include MultiUser.nsh
!include MUI2.nsh
!include LogicLib.nsh
!include x64.nsh

Name "Duizhao ${VERSION}"
OutFile "${OUTPUT}"
BrandingText "Duizhao ${VERSION}"
!define MUI_ICON "duizhao.ico"
!define MUI_UNICON "duizhao.ico"
!define MUI_ABORTWARNING

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "Duizhao"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "Duizhao ${VERSION} Setup"
VIAddVersionKey /LANG=0 "LegalCopyright" "GPL-3.0-or-later"

!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_LICENSE "${PACKAGE}/LICENSE"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\duizhao.exe"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "SimpChinese"
!insertmacro MUI_LANGUAGE "TradChinese"

; The program's name as the system's language names it: the Start menu shows it so.
LangString ProgramName ${LANG_ENGLISH} "Duizhao"
LangString ProgramName ${LANG_SIMPCHINESE} "对照"
LangString ProgramName ${LANG_TRADCHINESE} "對照"
LangString DisplayName ${LANG_ENGLISH} "Duizhao"
LangString DisplayName ${LANG_SIMPCHINESE} "对照 (Duizhao)"
LangString DisplayName ${LANG_TRADCHINESE} "對照 (Duizhao)"
LangString ProgramSection ${LANG_ENGLISH} "Duizhao (required)"
LangString ProgramSection ${LANG_SIMPCHINESE} "对照（必需）"
LangString ProgramSection ${LANG_TRADCHINESE} "對照（必要）"
LangString DesktopSection ${LANG_ENGLISH} "Desktop shortcut"
LangString DesktopSection ${LANG_SIMPCHINESE} "桌面快捷方式"
LangString DesktopSection ${LANG_TRADCHINESE} "桌面捷徑"
LangString TextFiles ${LANG_ENGLISH} "Text file (Duizhao)"
LangString TextFiles ${LANG_SIMPCHINESE} "文本文件（对照）"
LangString TextFiles ${LANG_TRADCHINESE} "文字檔（對照）"
LangString EpubFiles ${LANG_ENGLISH} "EPUB book (Duizhao)"
LangString EpubFiles ${LANG_SIMPCHINESE} "EPUB 电子书（对照）"
LangString EpubFiles ${LANG_TRADCHINESE} "EPUB 電子書（對照）"
LangString RemoveSettings ${LANG_ENGLISH} "Also remove Duizhao's settings (recent files, window, choices)?"
LangString RemoveSettings ${LANG_SIMPCHINESE} "同时删除对照的设置（最近的文件、窗口、各项选择）吗？"
LangString RemoveSettings ${LANG_TRADCHINESE} "同時刪除對照的設定（最近的檔案、視窗、各項選擇）嗎？"

Function .onInit
    ${IfNot} ${RunningX64}
        MessageBox MB_OK|MB_ICONSTOP "Duizhao needs 64-bit Windows." /SD IDOK
        Abort
    ${EndIf}
    SetRegView 64
    !insertmacro MULTIUSER_INIT
FunctionEnd

Function un.onInit
    SetRegView 64
    !insertmacro MULTIUSER_UNINIT
FunctionEnd

; "Open with" for one extension: a ProgID of Duizhao's own, listed among the extension's
; OpenWithProgids; the extension's default program is left as it is.
!macro OpenWith EXTENSION PROGID DESCRIPTION
    WriteRegStr SHCTX "Software\Classes\${PROGID}" "" "${DESCRIPTION}"
    WriteRegStr SHCTX "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\duizhao.exe,0"
    WriteRegStr SHCTX "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\duizhao.exe" "%1"'
    WriteRegStr SHCTX "Software\Classes\${EXTENSION}\OpenWithProgids" "${PROGID}" ""
    WriteRegStr SHCTX "Software\Classes\Applications\duizhao.exe\SupportedTypes" "${EXTENSION}" ""
!macroend

!macro NoLongerOpenWith EXTENSION PROGID
    DeleteRegValue SHCTX "Software\Classes\${EXTENSION}\OpenWithProgids" "${PROGID}"
    DeleteRegKey /ifempty SHCTX "Software\Classes\${EXTENSION}\OpenWithProgids"
    DeleteRegKey SHCTX "Software\Classes\${PROGID}"
    ; The extension's own key too, which installing may have made, where nothing is left in it.
    ; /ifempty looks at subkeys only: a key naming the extension's default program has a value,
    ; which EnumRegValue finds (it sets the error flag where there is none).
    ClearErrors
    EnumRegValue $0 SHCTX "Software\Classes\${EXTENSION}" 0
    ${If} ${Errors}
        DeleteRegKey /ifempty SHCTX "Software\Classes\${EXTENSION}"
    ${EndIf}
!macroend

Section "!$(ProgramSection)" ProgramSection
    SectionIn RO
    SetOutPath "$INSTDIR"
    !include "${FILES}"
    WriteUninstaller "$INSTDIR\uninstall.exe"

    ; The Start menu entry, named in the system's language; its name is kept for the uninstaller,
    ; which may run under another language.
    CreateShortCut "$SMPROGRAMS\$(ProgramName).lnk" "$INSTDIR\duizhao.exe"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "StartMenuShortcut" "$SMPROGRAMS\$(ProgramName).lnk"

    WriteRegStr SHCTX "Software\Classes\Applications\duizhao.exe" "FriendlyAppName" "$(ProgramName)"
    WriteRegStr SHCTX "Software\Classes\Applications\duizhao.exe\shell\open\command" "" '"$INSTDIR\duizhao.exe" "%1"'
    !insertmacro OpenWith ".txt" "Duizhao.Text" "$(TextFiles)"
    !insertmacro OpenWith ".epub" "Duizhao.Epub" "$(EpubFiles)"

    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "$(DisplayName)"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "The Duizhao developers"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "URLInfoAbout" "https://github.com/duizhao/duizhao"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\duizhao.exe,0"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode'
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode /S'
    WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
    SectionGetSize ${ProgramSection} $0
    WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "EstimatedSize" $0
    ; Explorer reads the new associations now, not at the next sign-in.
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section /o "$(DesktopSection)" DesktopSection
    CreateShortCut "$DESKTOP\$(ProgramName).lnk" "$INSTDIR\duizhao.exe"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DesktopShortcut" "$DESKTOP\$(ProgramName).lnk"
SectionEnd

Section "Uninstall"
    ReadRegStr $0 SHCTX "${UNINSTALL_KEY}" "StartMenuShortcut"
    ${If} $0 != ""
        Delete "$0"
    ${EndIf}
    ReadRegStr $0 SHCTX "${UNINSTALL_KEY}" "DesktopShortcut"
    ${If} $0 != ""
        Delete "$0"
    ${EndIf}
    !insertmacro NoLongerOpenWith ".txt" "Duizhao.Text"
    !insertmacro NoLongerOpenWith ".epub" "Duizhao.Epub"
    DeleteRegKey SHCTX "Software\Classes\Applications\duizhao.exe"
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

    ; The files installed, and the folders they were in when nothing else is left in them: what
    ; the user put there stays.
    !include "${UNFILES}"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"
    DeleteRegKey SHCTX "${UNINSTALL_KEY}"

    ; The settings are the user's (Qt keeps them under HKCU\Software\Duizhao): kept unless asked,
    ; and kept by a silent uninstall.
    MessageBox MB_YESNO|MB_ICONQUESTION "$(RemoveSettings)" /SD IDNO IDNO keep
    DeleteRegKey HKCU "Software\Duizhao"
    keep:
SectionEnd
