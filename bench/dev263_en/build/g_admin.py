"""Genres: supply_order (catheter and pad supply orders), catheter_care_record."""
import datetime as dt

import clinical as C
import common as K
import phi


def supply_order(ctx, n):
    r = ctx.rng
    c = ctx.country
    sup = ctx.hosp("supplier")
    if c == "US":
        n.t(r.choice(("STANDARD WRITTEN ORDER (SWO) - UROLOGICAL SUPPLIES\n", "DME Order - Incontinence / Urological\n")))
        n.f("Supplier: {s}   Ph {p}   Fax {f}\n", s=sup, p=ctx.site_phone("supplier"), f=ctx.site_fax("supplier"))
        n.f("Order date: {d}   Order #: {o}\n\n", d=ctx.vd(), o=(phi.idnum(r, "order"), "IDNUM"))
        n.f("Beneficiary: {nm}   DOB {dob}\n", nm=ctx.pn(r.choice(("LF", "Lf", "LFM"))), dob=ctx.dob_p())
        n.f("Address: {a}\n", a=ctx.addr_line())
        n.f("Phone: {p}\n", p=ctx.phone_p())
        ins = r.random()
        if ins < 0.5:
            n.f("Medicare MBI: {m}\n", m=ctx.hp_p("mbi"))
        else:
            n.f("Primary ins: {i}  ID {m}  Grp {g}\n", i=ctx.hosp("insurer"), m=ctx.hp_p("member"),
                g=(phi.healthplan(r, "US", "group"), "HEALTHPLAN"))
        if r.random() < 0.5:
            n.f("SSN: {s}\n", s=ctx.ssn_p())
        n.t("Dx (ICD-10): " + r.choice(("N31.9 neurogenic bladder", "R33.9 retention", "N39.46 mixed incontinence",
                                        "G35 MS + N31.9", "R32 unspecified UI")) + "\n\n")
        n.t("HCPCS   Description                                  Qty/mo\n")
        for code, desc, q in r.sample((("A4351", "Intermittent urinary cath, straight tip, hydrophilic", "200"),
                                        ("A4352", "Intermittent cath, Coude tip", "180"),
                                        ("A4353", "Intermittent cath with insertion supplies", "200"),
                                        ("A4357", "Bedside drainage bag", "2"), ("A4358", "Leg bag, vinyl", "4"),
                                        ("A4338", "Indwelling Foley, 2-way latex", "1"),
                                        ("A4344", "Indwelling Foley, 2-way all silicone", "1"),
                                        ("T4522", "Adult brief, medium", "150"), ("A4554", "Underpads, disposable", "60"),
                                        ("A4326", "Male external catheter", "35")), r.randint(2, 4)):
            n.t("%-7s %-44s %s\n" % (code, desc, q))
        n.t("Length of need: %s months. Refills: %d.\n\n" % (r.choice(("99", "12", "6")), r.randint(3, 11)))
        n.f("Ordering provider: {p}, {cr}   NPI {l}\n", p=ctx.sn("urologist", "fl"), cr=ctx.staff("urologist").cred,
            l=ctx.lic_p("urologist", "npi"))
        n.f("Practice: {g}\n", g=ctx.hosp("gp"))
        n.f("Signed {d}\n", d=ctx.d(ctx.days(r.randint(0, 3))))
    else:
        n.t(r.choice(("HOME DELIVERY - CONTINENCE PRODUCTS ORDER\n", "Prescription request / order form\n",
                      "Continence product order\n", "Catheter & appliance order\n")))
        n.f("{s}\n", s=sup)
        n.f("Orders: {p}  |  {e}\n", p=(phi.tollfree(r, c), "PHONE"), e=ctx.site_email("supplier"))
        n.t("\n")
        n.f("Customer no: {cu}    Order ref: {o}    Date: {d}\n", cu=(phi.account(r, "cust"), "ACCOUNT"),
            o=(phi.idnum(r, "order"), "IDNUM"), d=ctx.vd())
        n.f("Name: {t} {nm}\n", t=ctx.ptitle(), nm=ctx.pn(r.choice(("fl", "il", "iil"))))
        n.f("DOB: {dob}   ", dob=ctx.dob_p())
        lab, idp = ctx.natid()
        n.f("{lab}: {id}\n", lab=lab, id=idp)
        if c == "AU" and r.random() < 0.5:
            n.f("NDIS participant no: {nd}\n", nd=ctx.hp_p("ndis"))
        n.t("Delivery address:\n")
        n.add(ctx.addr_block("  "))
        n.t("\n")
        n.f("Tel {p}   Mob {m}\n", p=ctx.phone_p(False), m=ctx.phone_p(True))
        if r.random() < 0.4:
            n.f("Email {e}\n", e=ctx.email_p())
        n.t("\nItems:\n")
        items = C.pad_items(ctx) + (C.cath_items(ctx) if r.random() < 0.6 else [])
        for i, it in enumerate(items):
            n.t("%d. %s\n" % (i + 1, it))
        if r.random() < 0.5:
            n.t("   " + C.product_code(ctx) + "\n")
        n.t("\nQuantity covers %s. " % r.choice(("28 days", "12 weeks", "3 months", "1/12")))
        n.f("Prescriber: {gp}, {g} ", gp=ctx.dr("gp"), g=ctx.hosp("gp"))
        if c == "UK":
            n.f("(Rx serial {rx})\n", rx=(phi.idnum(r, "rx"), "IDNUM"))
        else:
            n.f("(prov no {l})\n", l=ctx.lic_p("gp", "provider" if c == "AU" else None))
        if r.random() < 0.45:
            n.f("Nominated pharmacy: {ph} ({pp})\n", ph=ctx.hosp("pharmacy"), pp=ctx.site_phone("pharmacy"))
        n.f("Assessed by: {a}, {s2}, on {d}\n", a=ctx.sn("continence", r.choice(("fl", "il"))),
            s2=ctx.hosp("continence"), d=ctx.d(ctx.days(-r.randint(10, 200))))
    if r.random() < 0.6:
        n.t("\nPrevious orders:\n")
        d = ctx.days(-r.randint(200, 400))
        for _ in range(r.randint(2, 4)):
            n.t("  ")
            n.add(ctx.d(d, r.choice(("full", "full", "short"))))
            n.f("  {o}  {st}\n", o=(phi.idnum(r, "order"), "IDNUM"), st=r.choice(("delivered", "delivered - signed",
                                                                                    "part-delivered (backorder)", "cancelled")))
            d = d + dt.timedelta(days=r.choice((28, 56, 84, 90)))
    if r.random() < 0.5:
        n.t("Notes: " + r.choice(("Product changed after continence reassessment (smaller pad, higher absorbency).",
                                  "Prescription exemption on file.", "Allocation capped at 4 products/day per local policy.",
                                  "Patient requests plain packaging.", "Catheter supplies switched to silicone (latex allergy).")) + "\n")
    n.t("\nDelivery instructions: ")
    k = r.randrange(5)
    if k == 0:
        n.f("if out leave with neighbour {fn}.", fn=(ctx.fam(1).name(r, "fl"), "FAMILY"))
    elif k == 1:
        n.f("call {rel} {fn} on {p} 30 min before.", rel=ctx.fam().rel, fn=ctx.fn(), p=(phi.phone(r, c, True), "PHONE"))
    elif k == 2:
        n.t("discreet packaging, leave in porch / side gate.")
    elif k == 3:
        n.f("deliver to {h}, room {rm}.", h=ctx.hosp("carehome"), rm=(str(r.randint(1, 45)), "LOCATION_OTHER"))
    else:
        n.t("pt works days - deliver Sat only.")
    n.t("\n")
    n.f("Next delivery due: {d}\n", d=ctx.d(ctx.days(r.choice((28, 56, 84, 90))), r.choice(("full", "wd", "my"))))
    if r.random() < 0.4:
        n.f("Track/reorder online: {u}\n", u=(phi.url(r, "order"), "URL"))
    if r.random() < 0.4:
        n.f("Invoice {i}\n", i=(phi.account(r, "invoice"), "ACCOUNT"))
    if r.random() < 0.25:
        n.f("Courier van {v} - POD signed by {fn}.\n", v=(phi.plate(r, c), "VEHICLE"), fn=ctx.fn(0, "fl"))
    if r.random() < 0.5:
        K.audit_footer(ctx, n, "admin")


# ---------------------------------------------------------------- catheter care record
def catheter_care_record(ctx, n):
    r = ctx.rng
    c = ctx.country
    sp = r.random() < 0.3
    n.t(r.choice(("CATHETER CARE RECORD\n", "Indwelling Catheter Passport - care record\n",
                  "Long-term catheter management record\n", "Catheter change log (community nursing)\n")))
    n.f("Team: {t}\n", t=ctx.hosp(r.choice(("continence", "gp"))))
    K.demo_block(ctx, n, r.choice((0, 1, 3, 4)))
    n.f("GP: {gp}   Urologist: {u}\n", gp=ctx.dr("gp"), u=ctx.dr("urologist"))
    if r.random() < 0.4:
        n.f("Lives at home with {rel} {fn}; key safe code held by team (not recorded here).\n",
            rel=ctx.fam().rel, fn=ctx.fn())
    n.t("\nType: " + ("suprapubic" if sp else "urethral") + " | Reason: " +
        r.choice(("chronic retention (BOO), not fit for TURP", "neurogenic bladder (MS)", "palliative - comfort",
                  "failed TWOC x2", "non-healing sacral PU - temporary", "spinal cord injury T10")) + "\n")
    first = ctx.days(-r.randint(200, 2000))
    n.f("First inserted: {d} at {h}\n", d=ctx.d(first, r.choice(("full", "my"))), h=ctx.hosp("hospital"))
    n.t("Catheter: " + C.indwelling_item(ctx, sp) + "\n")
    n.t("Drainage: " + r.choice(("leg bag by day + 2 L night bag", "catheter valve by day (4-hourly release)",
                                 "free drainage to night bag")) + "\n\n")
    n.t(r.choice(("Date        Size  Balloon  Reason             Nurse  Notes\n",
                  "DATE | CH | WATER | REASON | BY | COMMENTS\n")))
    d = ctx.days(-r.randint(60, 400))
    nurses = [ctx.staff("dn"), ctx.staff("continence"), ctx.staff("hca")]
    while d <= ctx.visit:
        who = r.choice(nurses)
        nm = who.name(r, r.choice(("ii", "ii", "i_l", "f")))
        reason = r.choice(("routine", "routine", "blocked", "bypassing", "pulled out", "encrusted", "routine 12/52"))
        n.add(ctx.d(d, r.choice(("full", "full", "short"))))
        n.t("  %s%s  %s  %-10s  " % (r.choice((12, 14, 16)), "Ch" if c in ("UK", "AU") else "Fr",
                                     r.choice(("10ml", "10 ml", "5ml")), reason))
        n.add((nm, "DOCTOR"))
        n.t("  " + r.choice(("", "smooth", "some debris, pH 7.5", "Instillagel used", "pt anxious - Entonox not req",
                             "urine clear", "haematuria after, settled", C.product_code(ctx))) + "\n")
        d = d + dt.timedelta(days=r.choice((84, 84, 42, 21, 30, 7, 56)))
    n.t("\n" + r.choice(("Problems: frequent blockages - consider bladder maintenance solution (Uro-Tainer Suby G) weekly.",
                         "Problems: none currently.", "Problems: bypassing when constipated - bowel regime reviewed.",
                         "Problems: CAUTI x1 this year (treated with nitrofurantoin 3/7).",
                         "TWOC attempted - failed, residual 650 ml, recatheterised.")) + "\n")
    if r.random() < 0.5:
        n.f("Blocking pattern chart started {d}.\n", d=ctx.d(ctx.days(-r.randint(14, 60)), "short"))
    if r.random() < 0.25:
        K.copied_fragment(ctx, n, "dn")
    n.f("Next change due: {d}\n", d=ctx.d(ctx.days(r.choice((42, 56, 84))), r.choice(("full", "wd"))))
    if r.random() < 0.5:
        n.f("Supplies from {s}, customer {cu}\n", s=ctx.hosp("supplier"), cu=(phi.account(r, "cust"), "ACCOUNT"))
    if r.random() < 0.35:
        n.f("Out-of-hours: district nursing {p}; night service bleep {b}.\n", p=ctx.site_phone("continence"),
            b=(phi.pager(r, c), "PHONE"))
    if r.random() < 0.2:
        K.vehicle_line(ctx, n)
    n.t("\n")
    n.add(ctx.sig("dn"))
    n.t("\n")
    if r.random() < 0.4:
        K.audit_footer(ctx, n, "dn")
