"""Genres: treatment run sheet, vascular access log, monthly labs review."""
import phi
import vocab as V
from core import Note
from layout import table, kv


def _dstyle(us, short=False):
    if short:
        return "md" if us else "dm"
    return "mdY" if us else "dmY"


# ------------------------------------------------------------------ run sheet
def run_sheet(r, ctx):
    us = ctx.us
    n = Note("treatment run sheet", ctx.country)
    p = ctx.patient()
    day = ctx.today
    start_h = r.choice((5, 6, 6, 7, 10, 11, 11, 12, 15, 16))
    if us:
        shift = "1" if start_h < 9 else ("2" if start_h < 14 else "3")
    else:
        shift = "AM" if start_h < 9 else ("PM" if start_h < 14 else "Twilight")
    cann = start_h * 60 + r.randint(0, 25)
    pct = ctx.staff("pct")
    rn = ctx.staff("rn")
    neph = ctx.staff("neph")
    title = r.choice(("HEMODIALYSIS TREATMENT RECORD", "HD RUN SHEET", "Treatment Flowsheet")
                     if us else ("HAEMODIALYSIS TREATMENT RECORD", "HD Run Sheet",
                                 "Dialysis Session Record"))
    n.line((ctx.unit, "HOSPITAL"), " | ", title)
    hstyle = r.choice(("aligned", "colon", "inline"))
    sex = p.sex
    pairs = [("Patient", ctx.pname(p, r.choice(("LF", "lf", "full", "fml")))),
             ("DOB", [ctx.d(p.dob, _dstyle(us)), "  (", (str(p.age), "AGE"), sex, ")"]),
             ("MRN" if us else "Hosp No", (p.mrn, "MRN"))]
    if not us:
        pairs.append(("NHS No", (p.nhs, "MRN")))
    pairs += [("Tx date", [ctx.d(day, r.choice((_dstyle(us), "wd_md" if us else "wd_dm", "iso")))]),
              ("Chair" if us else "Station", [(str(r.randint(1, 24)), "LOCATION_OTHER"),
                                               "   Shift %s" % shift])]
    if r.random() < 0.55:
        pairs.append(("Encounter" if us else "Episode", (phi.account(r, us), "ACCOUNT")))
    pairs.append(("Nephrologist" if us else "Consultant", neph.items(r, r.choice(("dr_last", "dr_full")))))
    if hstyle == "inline":
        for i in range(0, len(pairs), 3):
            chunk = pairs[i:i + 3]
            for j, (k, v) in enumerate(chunk):
                n.add(("   " if j else ""), k + ": ", v if isinstance(v, list) else [v])
            n.t("\n")
    else:
        kv(n, pairs, "aligned" if hstyle == "aligned" else "colon")
    if r.random() < 0.45:
        bk = r.choice(("palm-vein", "fingerprint", "biometric"))
        ci = cann - r.randint(10, 40)
        n.line("Check-in: ", bk, " ID ",
               (phi.bioid(r, bk), "BIOID"), " verified %02d:%02d; scale " % (ci // 60, ci % 60),
               (phi.device_sn(r, "scale"), "DEVICE"))
    n.t("\n")
    mach = r.choice(V.MACHINES_US if us else V.MACHINES_UK)
    n.line("Machine: ", mach, "  SN ", (phi.device_sn(r, "machine"), "DEVICE"))
    if r.random() < 0.5:
        n.line("Asset tag: ", (phi.device_sn(r, "asset"), "DEVICE"), "   Alarm test + pH/cond verified 7.2 / 13.9 mS")
    qb = r.choice((300, 350, 400, 425, 450, 500))
    edw = r.randint(450, 1200) / 10.0
    n.line("Rx: ", r.choice(("4h", "3.5h", "4h15", "3h45", "4.5h")), "  Qb ", str(qb), "  Qd ",
           r.choice(("500", "600", "700", "800", "1.5 x Qb")), "  ", r.choice(V.DIALYZERS), "  Bath ",
           r.choice(V.BATHS), "  Na ", str(r.choice((136, 137, 138, 140))), "  HCO3 ",
           str(r.choice((32, 33, 35, 37))))
    n.line("EDW ", "%.1f kg" % edw, "   Anticoag: ", r.choice(V.HEPARIN))
    pre = edw + r.randint(5, 45) / 10.0
    n.line("PRE: wt %.1f  BP %d/%d sitting  HR %d  T %.1f  SpO2 %d%%" % (
        pre, r.randint(110, 190), r.randint(55, 100), r.randint(58, 104), r.randint(360, 376) / 10.0,
        r.randint(91, 100)))
    acc = r.choice(V.ACCESS_US if us else V.ACCESS_UK)
    avf = any(k in acc for k in ("AV", "fistula", "graft", "transposition"))
    if avf:
        n.line("Access: ", acc, " - thrill+/bruit+, no redness. Cannulated ", r.choice(V.NEEDLES),
               " x2 by ", (pct.initials(r), "DOCTOR"), " at %02d:%02d, %s attempt(s)" % (
                   cann // 60, cann % 60, r.choice(("1", "1", "2"))))
    else:
        n.line("Access: ", acc, " - exit site clean/dry, dressing changed (CHG), caps changed; ",
               "lumens aspirated 5 mL each, flushed 10 mL NS. Locked post ", r.choice(("heparin 1000 u/mL", "TauroLock", "citrate 4%")), ".")
    n.t("\n")
    # intradialytic table
    rows = []
    init = pct.initials(r)
    uf_total = r.randint(5, 40) / 10.0
    nrow = r.randint(4, 8)
    sbp, dbp, hr = r.randint(110, 180), r.randint(55, 95), r.randint(60, 96)
    ap, vp = -r.randint(120, 220), r.randint(110, 220)
    mins = cann + r.randint(3, 9)
    for k in range(nrow):
        if k:
            mins += 30 + r.randint(-3, 6)
        rows.append(["%02d:%02d" % (mins // 60 % 24, mins % 60), "%d/%d" % (sbp, dbp), str(hr),
                     str(qb if k else 200), str(ap if k else ap // 2), str(vp if k else vp // 2),
                     str(r.randint(20, 120)), "%.2f" % (uf_total * k / (nrow + 1)),
                     [(init if r.random() < 0.8 else rn.initials(r), "DOCTOR")]])
        sbp = max(80, min(195, sbp + r.randint(-18, 10)))
        dbp = max(45, min(105, dbp + r.randint(-8, 6)))
        hr = max(55, min(118, hr + r.randint(-6, 8)))
        ap = max(-260, min(-80, ap + r.randint(-15, 15)))
        vp = max(80, min(280, vp + r.randint(-12, 15)))
    table(n, ["Time", "BP", "HR", "Qb", "AP", "VP", "TMP", "UF L", "Init"], rows,
          r.choice(("pipe", "space", "md")))
    n.t("\n")
    # meds
    n.line("MEDS GIVEN" if us else "Drugs administered")
    meds = [r.choice(grp) for grp in r.sample((V.esa(us), V.iron(us), V.vitd(us)), r.randint(1, 3))]
    for m in meds:
        mt = cann + r.randint(10, 200)
        n.add("  - ", m, " at %02d:%02d by " % (mt // 60 % 24, mt % 60),
              (rn.initials(r), "DOCTOR"))
        if r.random() < 0.3:
            n.add(" (order #", (phi.idnum(r, "order"), "IDNUM"), ")")
        n.t("\n")
    n.t("\n")
    post = pre - uf_total
    n.line("POST: wt %.1f  BP %d/%d  HR %d  UF %.1f L  spKt/V %.2f (OCM)  " % (
        post, r.randint(100, 170), r.randint(55, 95), r.randint(58, 100), pre - post,
        r.randint(105, 175) / 100.0) + ("needles out, haemostasis %d min" % r.randint(4, 15) if avf else
                                        "lines flushed + locked, caps on"))
    ev = r.randint(0, 7)
    if ev == 0:
        n.line("Event: cramping legs @ %02d:%02d - UF off 10 min, NS 200 mL, resolved." % (start_h + 2, r.randint(0, 59)))
    elif ev == 1:
        n.line("Event: SBP 84 - Trendelenburg, NS 250 mL bolus, UF goal reduced. Dr. ",
               (neph.last, "DOCTOR"), " notified by phone.")
    elif ev == 2:
        w, f = ctx.relative()
        n.line("Note: pt's ", w, " ", ctx.fname(f, "first"), " called unit re ride home; told pickup ",
               r.choice(("11:30", "15:45", "20:15")), ".")
    elif ev == 3:
        n.line("Note: pt states returning from ", (r.choice(("Mexico", "Jamaica", "India", "Pakistan",
                                                            "Nigeria", "Poland", "Portugal")), "COUNTRY"),
               " ", ctx.d(ctx.days(-r.randint(1, 5)), _dstyle(us, True)), "; MRSA/BBV screen sent.")
    elif ev == 4:
        n.line("Note: pt wants to keep job as ", (r.choice(("school bus driver", "night porter",
                                                           "bookkeeper", "warehouse supervisor")), "PROFESSION"),
               " - asks about nocturnal/home HD.")
    n.t("\n")
    sig = r.choice(("short", "long"))
    n.add("Initiated by: ", pct.items(r, r.choice(("full_cred", "fi_l_cred"))))
    if us and r.random() < 0.5:
        n.add("  cert #", (phi.tech_cert(r), "LICENSE"))
    n.t("\n")
    n.line("RN assessment: ", rn.items(r, r.choice(("full_cred", "fi_l_cred", "title_last"))),
           "   Terminated by: ", (pct.initials(r), "DOCTOR"))
    if sig == "long":
        n.add("Rounds: ", neph.items(r, "dr_full"))
        if us:
            n.add("  NPI ", (phi.npi(r), "LICENSE"))
        else:
            n.add("  GMC ", (phi.gmc(r), "LICENSE"))
        n.t("\n")
    if us and r.random() < 0.4:
        n.line("Billing: CPT 90935 (HD, single eval); ICD-10 N18.6, Z99.2")
    if r.random() < 0.4:
        n.line("e-signed ", ctx.d(day, "iso"), " %02d:%02d user " % (r.randint(9, 20), r.randint(0, 59)),
               (rn.username(r), "USERNAME"), " ws ", (phi.ip(r), "IPADDR"))
    return n


# ------------------------------------------------------------------ access log
def access_log(r, ctx):
    us = ctx.us
    n = Note("vascular access log", ctx.country)
    if r.random() < 0.35:
        return _access_unit_report(r, ctx, n)
    p = ctx.patient()
    surg = ctx.staff("surg")
    n.line("VASCULAR ACCESS RECORD - ", (ctx.unit, "HOSPITAL"))
    n.line("Name: ", ctx.pname(p, r.choice(("LF", "full", "lf"))), "   DOB: ", ctx.d(p.dob, _dstyle(us)),
           "   ", ctx.mrn_items(p))
    created = ctx.days(-r.randint(120, 2400))
    acc = r.choice(("L RC AVF", "L BC AVF", "R BC AVF", "L BB AVF (2-stage)", "R forearm loop AVG",
                    "L upper arm AVG"))
    place = ctx.hosp(r.choice(("hosp", "access")))
    n.line("Current access: ", acc, " created ", ctx.d(created, r.choice(("my", _dstyle(us), "my_num"))),
           " by ", surg.items(r, r.choice(("dr_last", "dr_full"))), " at ", place)
    n.line("First cannulated: ", ctx.d(phi.add_days(created, r.randint(42, 120)), _dstyle(us)),
           r.choice(("  (rope ladder)", "  (buttonhole - blunt needles from wk 3)", "")))
    n.t("\n")
    n.line("Access history:")
    hist_d = phi.add_days(created, -r.randint(30, 400))
    n.line("- ", ctx.d(hist_d, r.choice(("my", "my_num", _dstyle(us)))), ": ",
           r.choice(("R IJ TDC placed", "L IJ tunnelled line", "temporary femoral line")), " at ",
           ctx.hosp("hosp"), "; removed ", ctx.d(phi.add_days(created, r.randint(60, 150)), _dstyle(us)))
    for _ in range(r.randint(1, 3)):
        hd = phi.add_days(created, r.randint(90, 1800))
        if hd > ctx.today:
            continue
        n.line("- ", ctx.d(hd, _dstyle(us)), ": ",
               r.choice(("fistulogram + PTA 6 mm venous outflow", "PTA juxta-anastomotic stenosis 5 mm",
                         "thrombectomy + stent (Viabahn 7x50)", "fistulogram - no intervention",
                         "ligation of competing vein", "superficialisation")),
               ", ", ctx.hosp("access"), ", case # ", (phi.idnum(r, "case"), "IDNUM"))
    n.t("\n")
    n.line("Surveillance (Transonic Qa, mL/min):" if us else "Access flow (Transonic), mL/min:")
    qa_rows = []
    for k in range(r.randint(3, 5)):
        qa_rows.append([ctx.d(ctx.days(-30 * (4 - k) - r.randint(0, 9)), _dstyle(us)),
                        str(r.randint(350, 1600)), "%d%%" % r.randint(0, 22),
                        [(ctx.staff("pct", k % 2).initials(r), "DOCTOR")]])
    table(n, ["Date", "Qa", "Recirc", "By"], qa_rows, r.choice(("space", "pipe", "csv")))
    n.t("\n")
    n.line("Cannulation log:")
    rows = []
    cst = r.choice((_dstyle(us, True), _dstyle(us), "dmon" if not us else "md"))
    base = ctx.days(-r.randint(0, 6))
    for k in range(r.randint(5, 9)):
        dd = phi.add_days(base, -2 * k - (k // 3))
        staff = ctx.staff(r.choice(("pct", "rn")), r.randint(0, 2))
        rows.append([ctx.d(dd, cst), r.choice(V.NEEDLES),
                     r.choice(("BH", "RL", "area", "BH")), r.choice(("A1/V2", "A2/V1", "A3/V3", "A1/V1")),
                     str(r.choice((1, 1, 1, 2, 3))), [(staff.initials(r), "DOCTOR")],
                     r.choice(("", "", "infiltration A - re-sited", "scab removed w/ sterile pick",
                               "prolonged bleed 18 min", "aneurysmal segment avoided", "pt self-cannulated",
                               "clot aspirated", "pain 6/10 - EMLA advised"))])
    table(n, ["Date", "Needle", "Tech", "Site", "Att", "By", "Comment"], rows,
          r.choice(("pipe", "space", "tsv", "md")))
    n.t("\n")
    plan = r.randint(0, 3)
    if plan == 0:
        n.line("Plan: refer back to ", surg.items(r, "dr_full"), " - tel ", ctx.tel(), ", fax ", ctx.fax(),
               "; fistulogram requested (referral ", (phi.idnum(r, "referral"), "IDNUM"), ").")
    elif plan == 1:
        n.line("Plan: continue monthly Qa. Access coordinator ", ctx.staff("rn", 3).items(r, "full_cred"),
               " ", (phi.role_email(r, "vascular.access"), "EMAIL"), ".")
    elif plan == 2:
        n.line("Plan: pt to avoid BP cuffs/bloods on access arm; wife ", ctx.fname(ctx.family("F"), "first"),
               " shown how to check thrill daily.")
    else:
        n.line("Plan: no change. Next surveillance ", ctx.d(ctx.days(r.randint(20, 40)), _dstyle(us)), ".")
    n.line("Updated by ", ctx.staff("rn", 3).items(r, r.choice(("full_cred", "fi_l_cred"))), " ",
           ctx.d(ctx.today, _dstyle(us)))
    return n


def _access_unit_report(r, ctx, n):
    us = ctx.us
    n.line((ctx.unit, "HOSPITAL"), " - Access Surveillance Report - ",
           ctx.d(ctx.today, r.choice(("my", "my_abbr", _dstyle(us)))))
    n.line("Prepared by ", ctx.staff("rn", 3).items(r, "full_cred"), " for access meeting with ",
           ctx.staff("surg").items(r, "dr_last"), " and IR")
    n.t("\n")
    rows = []
    for _ in range(r.randint(7, 13)):
        p = ctx.patient()
        acc = r.choice(V.ACCESS_US if us else V.ACCESS_UK)
        av = any(k in acc for k in ("AV", "fistula", "graft", "transposition"))
        qa = str(r.randint(300, 1800)) if av else "n/a"
        if not av:
            act = r.choice(("CVC > 90 d - surgery consult", "awaiting AVF maturation", "vein mapping booked",
                            "declines AVF", "cath exchange", "poor flows - TPA lock"))
        elif int(qa) < 600:
            act = r.choice(("refer fistulogram", "Qa drop > 25% - refer", "PTA booked"))
        else:
            act = r.choice(("monitor", "monitor", "PTA done - repeat Qa", "no action"))
        rows.append([ctx.pname(p, r.choice(("LF", "lf", "init", "l_fi"))), (p.mrn, "MRN"), acc,
                     qa, ctx.d(ctx.days(-r.randint(3, 40)), _dstyle(us, True)), act])
    table(n, ["Patient", "MRN" if us else "Hosp No", "Access", "Qa", "Last", "Action"], rows,
          r.choice(("pipe", "space", "csv", "md")))
    n.t("\n")
    n.line("Unit CVC rate %d%% (goal < 12%%). AVF prevalence %d%%." % (r.randint(8, 25), r.randint(55, 78)))
    if r.random() < 0.6:
        n.line("Referrals faxed to ", ctx.hosp("access"), " ", ctx.fax(), " on ",
               ctx.d(ctx.today, _dstyle(us)), ".")
    return n


# ------------------------------------------------------------------ labs review
def _lab_plan(r, us, v):
    """A plan consistent with the row's values."""
    if us:
        hb, ktv, po4, ferr, tsat = float(v[0]), float(v[1]), float(v[4]), int(v[7]), int(v[8])
        hi_hb, lo_hb, hi_po4 = hb > 11.5, hb < 9.5, po4 > 5.5
        low_dose = ktv < 1.2
    else:
        hb, po4, ferr, tsat = int(v[0]), float(v[3]), int(v[6]), int(v[7])
        hi_hb, lo_hb, hi_po4 = hb > 120, hb < 95, po4 > 1.7
        low_dose = int(v[1]) < 65
    opts = []
    if hi_hb:
        opts.append("hold ESA - Hb above target" if not us else "hold ESA - Hgb > 11.5")
    if lo_hb:
        opts.append(r.choice(("↑ ESA dose 25%", "Mircera to 150 mcg", "check for bleeding")))
    if tsat < 20 and ferr < 500:
        opts.append("iron load 100 mg x10" if us else "IV iron 200 mg x5")
    if tsat > 50:
        opts.append("hold iron - TSAT > 50%")
    if hi_po4:
        opts.append(r.choice(("start sevelamer", "binder adherence education", "RD to review diet",
                              "↑ binder")))
    if low_dose:
        opts.append(r.choice(("extend tx 15 min", "check access flow", "Qb to 450")))
    if not opts:
        opts.append(r.choice(("no change", "no action", "recheck next month", "continue")))
    return "; ".join(opts[:2])



def labs_review(r, ctx):
    us = ctx.us
    n = Note("monthly labs review", ctx.country)
    month = ctx.today
    lab = ctx.org("lab")
    n.line(r.choice(("MONTHLY LAB REVIEW", "QAPI - Monthly Labs", "Monthly Bloods Review",
                     "Anaemia/Bone/Adequacy Review")), " - ", ctx.d(month, r.choice(("my", "my_abbr", "my_num"))))
    n.line((ctx.unit, "HOSPITAL"))
    d1 = ctx.days(-r.randint(5, 12))
    while d1.weekday() not in (0, 2):  # first draw of the month on a Monday or Wednesday
        d1 = phi.add_days(d1, -1)
    n.line("Draw dates: MWF ", ctx.d(d1, _dstyle(us)), " / TTS ", ctx.d(phi.add_days(d1, 1), _dstyle(us)),
           "   Lab: ", lab)
    att = [ctx.staff("neph").items(r, "dr_full"), ctx.staff("rn").items(r, "full_cred"),
           ctx.staff("rd").items(r, "full_cred"), ctx.staff("sw").items(r, "full_cred")]
    n.add("Present: ")
    for i, a in enumerate(att[:r.randint(2, 4)]):
        if i:
            n.t("; ")
        n.add(*a)
    n.t("\n\n")
    rows = []
    for _ in range(r.randint(7, 13)):
        p = ctx.patient()
        if us:
            vals = ["%.1f" % (r.randint(78, 128) / 10.0), "%.2f" % (r.randint(98, 190) / 100.0),
                    str(r.randint(62, 82)), "%.1f" % (r.randint(28, 45) / 10.0), "%.1f" % (r.randint(28, 92) / 10.0),
                    "%.1f" % (r.randint(78, 104) / 10.0), str(r.randint(90, 1400)), str(r.randint(120, 1400)),
                    str(r.randint(12, 55))]
        else:
            vals = [str(r.randint(82, 128)), str(r.randint(62, 82)), str(r.randint(28, 45)),
                    "%.2f" % (r.randint(90, 290) / 100.0), "%.2f" % (r.randint(200, 262) / 100.0),
                    str(r.randint(8, 120)), str(r.randint(120, 1000)), str(r.randint(12, 55))]
        nm = ctx.pname(p, r.choice(("LF", "lf", "init", "init2", "l_fi", "full")))
        rows.append([nm, (p.mrn if us or r.random() < 0.6 else p.nhs, "MRN")] + vals + [_lab_plan(r, us, vals)])
    hdr = (["Patient", "MRN", "Hgb", "eKt/V", "URR", "Alb", "PO4", "Ca", "iPTH", "Ferritin", "TSAT", "Plan"]
           if us else ["Patient", "Hosp/NHS", "Hb", "URR", "Alb", "PO4", "adjCa", "PTH", "Ferritin",
                       "TSAT", "Plan"])
    table(n, hdr, rows, r.choice(("pipe", "space", "csv", "md", "tsv")))
    n.t("\n")
    n.line("Unit: Kt/V>=1.2 %d%%, Hgb 10-11.5 %d%%, PO4 in range %d%%, Alb>=3.5 %d%%" % (
        r.randint(85, 99), r.randint(50, 80), r.randint(45, 70), r.randint(60, 88)) if us else
        "Unit: URR>65%% %d%%, Hb 100-120 %d%%, PO4 1.1-1.7 %d%%" % (r.randint(85, 99), r.randint(50, 80), r.randint(45, 70)))
    n.t("\n")
    n.line("Individual follow-up:")
    for _ in range(r.randint(2, 4)):
        p = ctx.patient()
        k = r.randint(0, 5)
        n.add("- ", ctx.pname(p, r.choice(("full", "lf", "fi_l", "init"))))
        if k == 0:
            n.add(": K 6.%d on %s draw (acc " % (r.randint(1, 9), "MWF" if r.random() < 0.5 else "TTS"),
                  (phi.idnum(r, "accession"), "IDNUM"), ") - called pt ", ctx.tel(), ", diet reviewed, repeat pre-tx.")
        elif k == 1:
            n.add(" (", (str(p.age), "AGE"), "): Alb low x3 months - ONS started; SW to check food bank/",
                  r.choice(("SNAP", "meals on wheels", "benefits")), ".")
        elif k == 2:
            n.add(": iPTH rising - ", ctx.staff("neph").items(r, "dr_last"), " to discuss cinacalcet; copy to PCP at ",
                  ctx.hosp("practice"), ".")
        elif k == 3:
            n.add(": Hgb 7.9" if us else ": Hb 79", " - GI bleed? Referred to ", ctx.hosp("hosp"), " ", ctx.d(ctx.days(-r.randint(1, 5)), _dstyle(us, True)), ".")
        elif k == 4:
            w, f = ctx.relative(("daughter", "son", "wife", "husband"))
            n.add(": ", w, " ", ctx.fname(f, "first"), " (", r.choice(("a ", "works as a ")),
                  (r.choice(("pharmacist", "nurse", "paramedic", "chef", "teacher")), "PROFESSION"),
                  ") manages binders - PO4 improved.")
        else:
            n.add(": transplant w/u - labs sent to ", ctx.hosp("hosp"), " transplant ctr, ref ",
                  (phi.idnum(r, "referral"), "IDNUM"), ".")
        n.t("\n")
    n.t("\n")
    n.line("Reviewed/signed: ", ctx.staff("neph").items(r, r.choice(("dr_full", "full_cred"))), "  ",
           ctx.d(ctx.days(r.randint(0, 3)), _dstyle(us)))
    if r.random() < 0.35:
        n.line("Exported from EMR by ", (ctx.staff("clerk").username(r), "USERNAME"), " - file labs_qapi_export.csv")
    return n
