// Help ▸ Guide: the pages of guide_pages.h in a browser, a list to pick one, and a
// "Show me" button that asks the window to load the page's scenario and open its view.
#pragma once

#include <vector>

#include <QDialog>

#include "widgets/workbench/guide_pages.h"

class QListWidget;
class QPushButton;
class QTextBrowser;

namespace memledger::widgets {

class GuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit GuideDialog(QWidget* parent = nullptr);

    int pageCount() const { return static_cast<int>(m_pages.size()); }
    const GuidePage& page(int index) const { return m_pages[static_cast<std::size_t>(index)]; }
    void showPage(int index);
    int currentPage() const;
    QTextBrowser* browser() const { return m_browser; }
    QPushButton* showMeButton() const { return m_showMe; }

signals:
    void showMe(const QString& scenario, memledger::widgets::GuideView view);

private:
    std::vector<GuidePage> m_pages;
    QListWidget* m_list = nullptr;
    QTextBrowser* m_browser = nullptr;
    QPushButton* m_showMe = nullptr;
};

}  // namespace memledger::widgets
