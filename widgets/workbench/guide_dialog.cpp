#include "widgets/workbench/guide_dialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "widgets/common/control_help.h"

namespace memledger::widgets {

GuideDialog::GuideDialog(QWidget* parent)
    : QDialog(parent), m_pages(guidePages(palette())), m_list(new QListWidget), m_browser(new QTextBrowser),
      m_showMe(new QPushButton(tr("Show me")))
{
    setWindowTitle(tr("MemLedger Guide"));
    for (const GuidePage& page : m_pages)
        m_list->addItem(page.title);
    m_list->setMaximumWidth(240);
    describeControl(m_list, tr("Guide pages"), tr("The topics of the guide; pick one to read it."));
    m_browser->setOpenExternalLinks(false);
    describeControl(m_browser, tr("Guide page"), tr("The chosen topic, with a diagram drawn in the ledger's colours."));
    describeControl(m_showMe, m_showMe->text(),
                    tr("Load a prepared scenario that shows this topic and open the view where it is seen."));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_showMe, QDialogButtonBox::ActionRole);
    QPushButton* close = buttons->button(QDialogButtonBox::Close);
    describeControl(close, close->text(), tr("Close the guide; it keeps its page for next time."));
    auto* pages = new QHBoxLayout;
    pages->addWidget(m_list);
    pages->addWidget(m_browser, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(pages, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &GuideDialog::showPage);
    connect(m_showMe, &QPushButton::clicked, this, [this] {
        const int index = currentPage();
        if (index >= 0)
            emit showMe(page(index).scenario, page(index).view);
    });
    resize(820, 560);
    m_list->setCurrentRow(0);
}

void GuideDialog::showPage(int index)
{
    if (index < 0 || index >= pageCount())
        return;
    if (m_list->currentRow() != index)
        m_list->setCurrentRow(index);   // comes back here through currentRowChanged
    const GuidePage& shown = page(index);
    const QUrl image(QStringLiteral("guide:diagram-%1.png").arg(index));
    m_browser->document()->addResource(QTextDocument::ImageResource, image, shown.diagram);
    // The diagram after the first paragraph: the idea first, then its picture, then the figures.
    QString html = shown.html;
    const qsizetype split = html.indexOf(QStringLiteral("</p>"));
    const QString picture = QStringLiteral("<p align=\"center\"><img src=\"%1\"></p>").arg(image.toString());
    html.insert(split < 0 ? html.size() : split + 4, picture);
    m_browser->setHtml(QStringLiteral("<h2>") % shown.title.toHtmlEscaped() % QStringLiteral("</h2>") % html);
}

int GuideDialog::currentPage() const
{
    return m_list->currentRow();
}

}  // namespace memledger::widgets
