"""Genres: lymph_volume (limb-volume measurement records), compression_rx."""
import datetime as dt

import clinical as C
import common as K
import phi
import pools


def _dx(ctx, limb, side):
    r = ctx.rng
    side = side if len(side) == 1 else side.lower()
    lw = ctx.w("lymphoedema")
    yr = ctx.d(ctx.days(-r.randint(300, 4000)), r.choice(("y", "my")))
    if limb == "arm":
        return ["Secondary %s %s arm following %s (" % (lw, side, r.choice(("mastectomy + ANC", "WLE + axillary clearance",
                                                                            "SLNB and radiotherapy"))), yr, ")"]
    k = r.randrange(5)
    if k == 0:
        return ["Secondary %s %s leg post %s (" % (lw, side, r.choice(("radical hysterectomy + pelvic LND",
                                                                       "inguinal node dissection (melanoma)",
                                                                       "vulvectomy + groin nodes"))), yr, ")"]
    if k == 1:
        return ["Primary %s bilateral lower limbs (Milroy's disease), onset aged " % lw,
                (str(r.randint(1, 17)), "AGE")]
    if k == 2:
        return ["Lymphoedema praecox %s leg, onset " % side, yr]
    if k == 3:
        return ["Phlebolymphoedema %s leg (CEAP C4a), obesity-related component" % side]
    return ["Lipo-%s both legs (lipoedema stage 2 with secondary lymphatic failure)" % lw]


def lymph_volume(ctx, n):
    r = ctx.rng
    limb = "arm" if r.random() < 0.45 else "leg"
    side = r.choice(("L", "R", "left", "right"))
    n.t(r.choice(("LIMB VOLUME MEASUREMENT RECORD\n", "Limb volume measurements\n",
                  ctx.w("Lymphoedema") + " Clinic - Circumferential Measurement Sheet\n")))
    n.f("{s}\n", s=ctx.hosp("lymph"))
    if r.random() < 0.5:
        n.f("{a}  |  {p}\n", a=ctx.site_addr("lymph"), p=ctx.site_phone("lymph"))
    n.t("\n")
    lab, idp = ctx.natid()
    k = r.randrange(3)
    if k == 0:
        n.f("Name: {nm}   DOB: {dob}   {lab}: {id}\n", nm=ctx.pn("fl"), dob=ctx.dob_p(), lab=lab, id=idp)
    elif k == 1:
        n.f("{nm} ({age}) {lab} {id} / {ml} {m}\n", nm=ctx.pn("LFM"), age=(str(ctx.age), "AGE"), lab=lab, id=idp,
            ml={"UK": "Hosp no", "AU": "UR", "US": "Acct", "CA": "Chart"}[ctx.country],
            m=ctx.mrn_p() if ctx.country != "US" else (phi.account(r), "ACCOUNT"))
    else:
        K.demo_block(ctx, n, r.choice((1, 3, 4)))
    n.t("Diagnosis: ")
    n.add(_dx(ctx, limb, side))
    n.t("\n")
    n.f("Measured by: {m}, {c}   Date: {d}\n", m=ctx.sn("lymph", r.choice(("fl", "il", "f"))), c=ctx.staff("lymph").cred,
        d=ctx.vd())
    n.t("Method: " + r.choice(("tape measure, 4 cm intervals from %s, pt seated" % ("ulnar styloid" if limb == "arm" else "malleoli"),
                               "Perometer 350NT, two readings averaged", "tape + truncated cone formula (Kuhnke)",
                               "circumferential 4 cm, same tape (serial no. on file)")) + "\n")
    n.t("Weight %.1f kg  BMI %.1f\n\n" % (r.uniform(55, 130), r.uniform(21, 44)))
    n.add(C.limb_table(ctx, limb, r.choice((2, 2, 3))))
    n.t("\n")
    n.t(r.choice(("Notes: ", "Comments: ", "Clinical notes - ")))
    n.t(C.lymph_findings(ctx, limb) + " ")
    n.t(r.choice(("Volume reduced since intensive phase (MLLB x3/wk x 3/52). ", "Stable in CCL2 garments. ",
                  "Increase of 4% since last - attributed to heatwave and long-haul flight. ",
                  "Poor garment adherence reported - rolling at knee. ")))
    if r.random() < 0.5:
        n.f("Holiday to {c} planned {d}: advised wear garment on flight, spare sleeve. ",
            c=(r.choice(pools.COUNTRIES_ABROAD), "COUNTRY"), d=ctx.d(ctx.days(r.randint(20, 90)), "my"))
    if r.random() < 0.3:
        n.f("Home IPC pump (Flexitouch-type) serial {s}, 45 min daily. ", s=(phi.device_serial(r, "pump"), "DEVICE"))
    if r.random() < 0.35:
        n.f("{Pos} {rel} {fn} helps apply garments. ", Pos=ctx.pronoun("Pos"), rel=ctx.fam().rel, fn=ctx.fn())
    if r.random() < 0.3:
        n.f("Works as {pr}; standing all day. ", pr=ctx.prof_art())
    n.t("\n")
    if r.random() < 0.25:
        K.copied_fragment(ctx, n, "lymph")
    n.f("Next measurement: {d}\n", d=ctx.d(ctx.days(r.choice((28, 42, 84, 90, 182))), r.choice(("full", "my", "wd"))))
    if r.random() < 0.4:
        n.f("Garment order raised - ref {g}\n", g=(phi.idnum(r, "garment"), "IDNUM"))
    if r.random() < 0.2:
        K.vehicle_line(ctx, n)
    n.t("\n")
    n.add(ctx.sig("lymph"))
    n.t("\n")
    if r.random() < 0.5:
        K.audit_footer(ctx, n, "lymph")


def compression_rx(ctx, n):
    r = ctx.rng
    limb = r.choice(("leg", "leg", "arm", "trunk"))
    side = r.choice(("L", "R", "Bilateral", "Left", "Right"))
    c = ctx.country
    n.t(r.choice(("COMPRESSION GARMENT PRESCRIPTION\n", "Compression Garment Order / Prescription\n",
                  "Rx - Compression Therapy\n", "MADE-TO-MEASURE GARMENT ORDER FORM\n")))
    n.f("Prescribing service: {s}\n", s=ctx.hosp("lymph"))
    n.f("Prescriber: {p}, {cr}   ", p=ctx.sn("lymph", r.choice(("fl", "fml", "Lf"))), cr=ctx.staff("lymph").cred)
    n.f("{lab} {l}\n", lab={"UK": "NMC/HCPC", "AU": "AHPRA", "US": "NPI", "CA": "Reg #"}[c], l=ctx.lic_p("lymph"))
    n.f("Tel {p}  Fax {f}\n", p=ctx.site_phone("lymph"), f=ctx.site_fax("lymph"))
    n.t("-" * 48 + "\n")
    n.f("Patient: {nm}   DOB {dob}   Sex {sx}\n", nm=ctx.pn(r.choice(("fl", "LF", "Lf"))), dob=ctx.dob_p(), sx=ctx.pt.sex)
    n.f("Address: {a}\n", a=ctx.addr_line(r.random() < 0.2))
    n.f("Phone: {p}\n", p=ctx.phone_p())
    if c == "US":
        n.f("Insurance: {i}   Member {m}   SSN (last on file) {s}\n", i=ctx.hosp("insurer"), m=ctx.hp_p("member"),
            s=ctx.ssn_p())
        n.t("Dx: I89.0 lymphedema, NEC; I97.2 postmastectomy lymphedema. HCPCS " +
            r.choice(("A6545 (gradient wrap)", "A6531 (below knee 30-40)", "A6533 (thigh-length 30-40)",
                      "A6549 (NOS garment)", "E0651 (pneumatic compressor segmental)")) + "\n")
    elif c == "CA":
        n.f("{lab}: {id}   ADP eligible: {yn}\n", lab=ctx.natid()[0], id=ctx.natid()[1], yn=r.choice(("yes", "no - private plan")))
        if r.random() < 0.5:
            n.f("Extended health: {i}, cert {m}\n", i=ctx.hosp("insurer"), m=(phi.healthplan(r, "CA", "group"), "HEALTHPLAN"))
        if r.random() < 0.3:
            n.f("SIN (for claim form): {s}\n", s=ctx.ssn_p())
    elif c == "AU":
        n.f("Medicare: {id}   Funding: {fund}\n", id=ctx.hp_p("medicare"),
            fund=r.choice(("state garment program", "DVA (Gold card)", "NDIS plan-managed", "private - health fund")))
        if r.random() < 0.5:
            n.f("Health fund: {i} member {m}\n", i=ctx.hosp("insurer"), m=ctx.hp_p("fund"))
    else:
        n.f("NHS No: {id}   Funding: {fund}\n", id=ctx.nhs_p(), fund=r.choice(("FP10 via GP", "Trust budget",
                                                                               "direct supply - ONPOS")))
        if r.random() < 0.2:
            n.f("Private: {i} membership {m}\n", i=ctx.hosp("insurer"), m=(phi.healthplan(r, "UK"), "HEALTHPLAN"))
    n.t("\nDiagnosis: ")
    n.add(_dx(ctx, "arm" if limb == "arm" else "leg", side))
    n.t("\nGarment(s):\n")
    for i, g in enumerate(r.sample(C.GARMENT_ITEMS[limb], r.randint(1, 3))):
        n.t("  %d) %s, %s, %s, colour %s, qty %d\n" % (i + 1, side, g, C.compression_class(ctx),
                                                      r.choice(("beige", "sand", "black", "caramel", "navy")),
                                                      r.choice((2, 2, 1, 4))))
    n.t("Brand/model: " + r.choice(("Juzo Expert", "medi mediven 550", "Jobst Elvarex", "Haddenham Comfiwave",
                                    "Sigvaris Mastergrip", "ActiLymph", "circaid juxtafit", "Solidea Marena")) + "\n")
    n.t("Measurements taken %s: " % r.choice(("a.m.", "morning, after bandage removal", "at 09:30")))
    n.t(C.garment_measures(ctx, "arm" if limb == "arm" else "leg") + "\n")
    n.t("Contraindications checked: " + r.choice(("ABPI 0.96, no PAD", "no DVT, no cardiac failure",
                                                  "diabetic neuropathy - monitor skin", "ABPI 0.82 - reduced to CCL1")) + "\n")
    n.f("Supplier/fitter: {sup}\n", sup=ctx.hosp(r.choice(("supplier", "fitter"))))
    n.f("Order no: {o}   ", o=(phi.idnum(r, "garment"), "IDNUM"))
    n.f("Customer acct: {a}\n", a=(phi.account(r, "cust"), "ACCOUNT"))
    if r.random() < 0.4:
        n.f("Delivery to: {a}\n", a=ctx.addr_line())
    if r.random() < 0.3:
        n.f("Fitting appointment {d} with {f}\n", d=ctx.d(ctx.days(r.randint(7, 30)), r.choice(("wd", "full"))),
            f=ctx.sn("fitter", r.choice(("fl", "f"))))
    n.t("Replace every 6 months; 2 garments issued for wash/wear rotation. ")
    n.t(r.choice(("Donning aid (Easy-Slide) supplied. ", "Rubber gloves for donning. ", "", "Butler frame requested. ")))
    if r.random() < 0.3:
        n.f("Patient's {rel} {fn} to collect.", rel=ctx.fam().rel, fn=ctx.fn(0, "fl"))
    n.t("\n\n")
    n.f("Signature: ____________   Date: {d}\n", d=ctx.vd())
    n.add(ctx.sig("lymph"))
    n.t("\n")
    if r.random() < 0.4:
        n.f("Order status: {u}\n", u=(phi.url(r, "order"), "URL"))
    if r.random() < 0.3:
        K.audit_footer(ctx, n, "lymph")
