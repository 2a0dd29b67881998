#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

// Typed access to the user's settings. Every key and its default live in Settings.cpp, nowhere
// else; tests switch QStandardPaths to test mode first, so they never see the user's file.
class Settings
{
public:
    Settings();

    // "" follows the system locale; otherwise "en" or "zh_CN".
    QString language() const;
    void setLanguage(const QString &language);

    // Whether a plan was ever made (results shown): until then the plan tab opens on the
    // wizard's scenarios with a welcome.
    bool firstPlanMade() const;
    void setFirstPlanMade(bool made);

    // Whether "Calibrate from a run" keeps the run to calibrate later plans (opt-in; the box
    // remembers the last choice).
    bool keepMeasurements() const;
    void setKeepMeasurements(bool keep);

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray &geometry);
    QByteArray mainWindowState() const;
    void setMainWindowState(const QByteArray &state);
    int mainWindowTab() const;
    void setMainWindowTab(int tab);

    QByteArray gpuTableHeaderState() const;
    void setGpuTableHeaderState(const QByteArray &state);

    // Planning preferences a new plan starts from. Currency "CNY" or "USD"; region "" for any;
    // providers empty for all of them.
    QString currency() const;
    void setCurrency(const QString &currency);
    QString defaultRegion() const;
    void setDefaultRegion(const QString &region);
    QStringList providers() const;
    void setProviders(const QStringList &providers);

    // Plans opened or saved, most recent first, at most kMaxRecentFiles.
    static constexpr int kMaxRecentFiles = 8;
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList &files);
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);
    // Where the last plan was opened or saved ("" the first time).
    QString lastPlanFolder() const;
    void setLastPlanFolder(const QString &folder);
    // Seconds between automatic copies of a plan with unsaved changes (crash recovery); 0 for none.
    int autosaveInterval() const;
    void setAutosaveInterval(int seconds);

    // Layout of the plan workspace: the splitters and the candidates table's columns.
    QByteArray planSplitterState() const;
    void setPlanSplitterState(const QByteArray &state);
    QByteArray resultsSplitterState() const;
    void setResultsSplitterState(const QByteArray &state);
    QByteArray candidateTableHeaderState() const;
    void setCandidateTableHeaderState(const QByteArray &state);

private:
    QSettings m_settings;
};
