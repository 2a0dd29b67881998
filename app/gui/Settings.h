#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>

// Typed access to the user's settings. Every key and its default live in Settings.cpp, nowhere
// else; tests switch QStandardPaths to test mode first, so they never see the user's file.
class Settings
{
public:
    Settings();

    // "" follows the system locale; otherwise "en" or "zh_CN".
    QString language() const;
    void setLanguage(const QString &language);

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray &geometry);
    QByteArray mainWindowState() const;
    void setMainWindowState(const QByteArray &state);
    int mainWindowTab() const;
    void setMainWindowTab(int tab);

    QByteArray gpuTableHeaderState() const;
    void setGpuTableHeaderState(const QByteArray &state);

private:
    QSettings m_settings;
};
