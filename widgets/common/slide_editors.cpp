#include "widgets/common/slide_editors.h"

#include <QVariant>
#include <QWidget>

namespace memledger::widgets {

namespace {
constexpr const char* kSlideEditor = "memledgerSlideEditor";
}

void markAsSlideEditor(QWidget* editor)
{
    editor->setProperty(kSlideEditor, true);
}

bool isSlideEditor(const QWidget* widget)
{
    return widget->property(kSlideEditor).toBool();
}

QList<QPointer<QWidget>> hideSlideEditors(QWidget* root)
{
    QList<QPointer<QWidget>> hidden;
    // isHidden, not isVisible: an editor on a tab behind another is shown with its tab.
    for (QWidget* widget : root->findChildren<QWidget*>())
        if (isSlideEditor(widget) && !widget->isHidden()) {
            widget->hide();
            hidden << widget;
        }
    return hidden;
}

void showSlideEditors(const QList<QPointer<QWidget>>& hidden)
{
    for (const QPointer<QWidget>& widget : hidden)
        if (widget)
            widget->show();
}

}  // namespace memledger::widgets
