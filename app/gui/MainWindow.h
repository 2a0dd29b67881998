#pragma once

#include "CatalogLoader.h"

#include <QMainWindow>

class EstimatePage;
class GpuCatalogPage;
class QActionGroup;
class QTabWidget;

// The main window: the quick estimate and the GPU catalog as tabs, the menus, and the window
// state kept across runs. It owns the catalog the pages read.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum Tab { EstimateTab, GpusTab };

    explicit MainWindow(tp::CatalogLoader::Result catalog, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Geometry, layout and open tab of the last run. Left out by tests and screenshots, which
    // want the same window every time.
    void restoreSettings();
    void setCurrentTab(Tab tab);

    const tp::Catalog &catalog() const { return m_catalog.catalog; }
    const tp::Problems &catalogProblems() const { return m_catalog.problems; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void createStatusBar();
    void saveSettings();
    void showAbout();
    void saveLanguage(const QString &language);

    // Declared before the pages: they keep references into it.
    const tp::CatalogLoader::Result m_catalog;
    QTabWidget *m_tabs;
    EstimatePage *m_estimatePage;
    GpuCatalogPage *m_gpuPage;
    QActionGroup *m_languageGroup = nullptr;
};
