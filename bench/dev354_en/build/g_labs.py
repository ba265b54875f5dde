"""Genres: hCG/progesterone results log; methotrexate protocol record; PUL follow-up tracker."""
from common import pick, patient_block, sign, letterhead, time_, gest_str, obs, PUBLIC_REFS
from loc import dg, lt
import nb


def series(c, kind, n_rows):
    r = c.rng
    h = pick(c, [r.randint(40, 900), r.randint(900, 3500), r.randint(3500, 9000)])
    vals, days, d = [], [], 0
    for i in range(n_rows):
        vals.append(h)
        days.append(d)
        step = pick(c, [2, 2, 2, 3, 4, 7]) if i else 2
        d += step
        f = {"rise": r.uniform(1.55, 2.2), "fall": r.uniform(0.25, 0.6),
             "plateau": r.uniform(0.88, 1.25)}[kind]
        if step > 2 and kind != "plateau":
            f = f ** (step / 2.0)
        h = max(2, int(h * f))
    return days, vals


def prog_val(c, kind):
    r = c.rng
    v = r.uniform(28, 95) if kind == "rise" else r.uniform(2, 18) if kind == "fall" else r.uniform(8, 30)
    if c.L.prog_unit == "ng/mL":
        return "%.1f" % (v / 3.18)
    return "%d" % int(v)


def hcg_log(n, c):
    r = c.rng
    kind = pick(c, ["rise", "fall", "plateau", "rise", "fall"])
    rows = r.randint(2, 3) if kind == "rise" else r.randint(2, 6)
    days, vals = series(c, kind, rows)
    sfmt = pick(c, ["{p}{y}.{d}", "{p}{y}-{d}", "{p}{y}{d}", "{d}"])
    spre = pick(c, ["B", "C", "BS", "H", "LB"])
    lab = pick(c, ["Clinical Biochemistry", "Blood Sciences", "Chemical Pathology", "Core Laboratory"])
    n.ln((c.hosp, "HOSPITAL"), " - ", lab)
    n.ln(pick(c, ["CUMULATIVE REPORT: serum beta-hCG / progesterone", "hCG TRACKING LOG",
                  "Results log - quantitative hCG (IU/L) and progesterone (" + c.L.prog_unit + ")"]))
    patient_block(n, c, pick(c, ["labels", "oneline", "us" if c.code in ("US", "CA") else "table"]))
    req = c.get("reg", pick(c, ["reg", "cns", "sho"]))
    loc = [(c.ward, "HOSPITAL")] if r.random() < 0.3 else [c.unit]
    n.ln("Requested by: ", c.S(req, pick(c, ["title_last", "initial_last", "title_full"])), "   Location: ", loc)
    n.ln("Assay: hCG total (Elecsys-type ECLIA), ref <5 IU/L non-pregnant; progesterone ref: see comment")
    n.ln("")
    n.ln("Date        Time   hCG IU/L   Change     Prog    Sample ID        Verified by")
    n.ln("----------  -----  ---------  ---------  ------  ---------------  -----------")
    users = [c.username(c.get("bms%d" % i, "bms")) for i in range(2)]
    prev = None
    sty = pick(c, ["dmy", "dmy2", "iso"]) if c.code != "US" else pick(c, ["mdy", "mdy_short", "iso"])
    for i in range(rows):
        d = nb.add_days(c.d0, days[i])
        v = vals[i]
        ch = "--" if prev is None else "%+d%%" % int(round((v - prev) * 100.0 / prev))
        pr = prog_val(c, kind) if (i == 0 or r.random() < 0.2) else "--"
        sid = sfmt.format(p=spre, y="%02d" % (d.year % 100), d=dg(r, 7 if sfmt != "{d}" else 9))
        ds = nb.fmt_date(d, sty)
        n.ln((ds, "DATE"), " " * max(1, 12 - len(ds)), time_(c, 8, 17), "  ", ("%d" % v).ljust(9), "  ",
             ch.ljust(9), "  ", pr.ljust(6), "  ", (sid, "IDNUM"), " " * max(1, 17 - len(sid)),
             (pick(c, users), "USERNAME"))
        prev = v
    n.ln("")
    if kind == "rise":
        interp = "Rise >63% in 48 h - suggests developing intrauterine pregnancy (cannot exclude ectopic)."
    elif kind == "fall":
        interp = "Fall >50% in 48 h - likely failing PUL / resolving. Urine pregnancy test in 14 days."
    else:
        interp = "Suboptimal change (plateau) - high risk of ectopic; senior review and repeat TVUS."
    n.ln("Interpretation: ", interp)
    if r.random() < 0.5:
        n.ln("Progesterone comment: <20 nmol/L suggests pregnancy unlikely to continue (6.3 ng/mL); ",
             "not diagnostic of location.")
    if r.random() < 0.6:
        n.ln("PUL-M6 model (", pick(c, ["hCG ratio + progesterone", "hCG ratio only"]), "): ",
             {"rise": "low risk - IUP likely", "fall": "low risk - failed PUL",
              "plateau": "high risk - possible ectopic"}[kind])
    cns = c.get("cns", "cns")
    call = nb.add_days(c.d0, days[-1])
    n.ln("Result phoned to patient on ", (c.mob, "PHONE"), " ", c.Dshort(call), " ", time_(c, 12, 19), " by ",
         c.S(cns, pick(c, ["full", "initial_last", "first"])),
         pick(c, [" - understood plan.", " - voicemail, SMS sent.", "",
                  [" - spoke to ", c.partner_rel, " ", c.name(c.partner, "FAMILY", "first"), " (consent on file)."]]))
    n.ln("Next: ", pick(c, ["repeat hCG ", "TVUS ", "UPT "]), c.D(nb.add_days(call, pick(c, [2, 7, 14]))))
    if r.random() < 0.7:
        n.ln("")
        n.ln("--- audit ---")
        for i in range(r.randint(1, 3)):
            d = nb.add_days(c.d0, days[min(i, rows - 1)])
            n.ln((nb.fmt_date(d, "iso"), "DATE"), " ", time_(c), ":", "%02d" % r.randrange(60), "  ",
                 pick(c, ["RESULT VERIFIED", "VIEWED", "COMMENT ADDED", "PRINTED"]), "  user=",
                 (pick(c, users + [cns.user, req.user]), "USERNAME"), "  ws=", (c.L.ip(r), "IPADDR"))
    if r.random() < 0.3:
        n.ln("Refs: ", pick(c, PUBLIC_REFS[c.code]), "; LOINC 21198-7 (hCG), 2839-9 (progesterone)")


# ----------------------------------------------------------------------------
def mtx_record(n, c):
    r = c.rng
    L = c.L
    side = pick(c, ["left", "right", "L", "R"])
    presc = c.get("reg", pick(c, ["reg", "cons"]))
    pharm = c.get("pharm", "pharm")
    n1 = c.get("n1", pick(c, ["cns", "nurse"]))
    n2 = c.get("n2", pick(c, ["nurse", "mw", "cns"]))
    if r.random() < 0.5:
        letterhead(n, c)
    else:
        n.ln((c.hosp, "HOSPITAL"), " | ", c.unit)
    n.ln(pick(c, ["METHOTREXATE FOR ECTOPIC PREGNANCY - TREATMENT RECORD",
                  "Medical management of ectopic pregnancy: methotrexate (single-dose protocol)",
                  "MTX ECTOPIC PATHWAY - DAY 1 / 4 / 7 RECORD"]))
    patient_block(n, c)
    scan = nb.add_days(c.d0, -r.randint(0, 2))
    n.ln("Diagnosis: ", pick(c, ["tubal ectopic", "PUL treated as ectopic (persisting)", "ectopic, tubal"]),
         " ", side, "; mass ", "%d x %d mm" % (r.randint(10, 34), r.randint(8, 30)), ", no FH, ",
         pick(c, ["no haemoperitoneum", "minimal free fluid"]), ". Scan ", c.D(scan), " (acc ",
         (pick(c, ["US", "EPU"]) + dg(r, 7), "IDNUM"), ")")
    h0 = r.randint(180, 4800)
    n.ln("")
    n.ln("Eligibility (all must be ticked):")
    for item in ["Haemodynamically stable, no significant pain",
                 "Serum hCG < %s IU/L (today %d)" % (pick(c, ["1500", "3000", "5000"]), h0),
                 "No intrauterine pregnancy; no embryonic cardiac activity",
                 "Able to return for follow-up; lives < 1 hour away",
                 "Not breastfeeding; no active peptic ulcer / liver or renal disease",
                 "FBC, U&E, LFT within range (Hb %d g/L, plt %d, creat %d, ALT %d)" % (
                     r.randint(108, 142), r.randint(160, 380), r.randint(44, 80), r.randint(9, 40))]:
        n.ln(pick(c, ["[x] ", "[X] ", "(v) "]), item)
    n.ln("Rhesus: ", c.rh, pick(c, ["", " - anti-D 250 IU given (see separate record)"]))
    wt = r.uniform(48, 104)
    ht = r.randint(150, 180)
    bsa = ((wt * ht) / 3600.0) ** 0.5
    dose = 50 * bsa
    n.ln("Wt ", "%.1f" % wt, " kg  Ht ", str(ht), " cm  BSA (Mosteller) ", "%.2f" % bsa, " m2")
    n.ln("Dose: 50 mg/m2 x ", "%.2f" % bsa, " = ", "%.1f" % dose, " mg -> ", str(int(round(dose))), " mg IM")
    lab, val = presc.lic if presc.lic else ("", "")
    n.ln("Prescribed by: ", c.S(presc, pick(c, ["title_full", "title_init"])), ", ", presc.job,
         (["  ", lab, " ", (val, "LICENSE")] if val else ""), "   ", c.D(c.d0))
    n.ln("Pharmacy order no: ", (pick(c, ["RX", "CYT", "MTX-"]) + dg(r, 6), "IDNUM"), "   Screened by: ",
         c.S(pharm, pick(c, ["full", "initial_last"])), " ", pharm.cred or "")
    n.ln("Product: methotrexate 25 mg/mL, batch ", lt(r, 2) + dg(r, 4), ", exp ",
         "%02d/%d" % (r.randint(1, 12), c.d0.year + r.randint(1, 3)), " (cytotoxic - purple bag)")
    if r.random() < 0.8:
        n.ln("Cytotoxic cupboard access: ", pick(c, ["fingerprint ID ", "biometric ID ", "palm-vein template "]),
             (pick(c, ["FP-", "BIO-", "PV"]) + dg(r, 5), "BIOID"), " (", c.S(n1, "initials"), ")")
    site = pick(c, ["R ventrogluteal", "L gluteal", "R deltoid", "L ventrogluteal"])
    n.ln("Given: ", c.D(c.d0), " ", time_(c, 10, 18), ", ", site, ". Administered: ",
         c.S(n1, pick(c, ["full", "initial_last"])), "  Checked: ", c.S(n2, pick(c, ["full", "initial_last", "initials"])))
    n.ln("")
    n.ln("Follow-up hCG (IU/L):")
    d4, d7 = nb.add_days(c.d0, 3), nb.add_days(c.d0, 6)
    h4 = int(h0 * r.uniform(0.9, 1.4))
    good = r.random() < 0.75
    h7 = int(h4 * (r.uniform(0.45, 0.84) if good else r.uniform(0.9, 1.1)))
    n.ln("  Day 1  ", c.Dshort(c.d0), "   ", str(h0))
    n.ln("  Day 4  ", c.Dshort(d4), "   ", str(h4))
    n.ln("  Day 7  ", c.Dshort(d7), "   ", str(h7), "   fall D4-D7: ", "%.0f%%" % ((h4 - h7) * 100.0 / h4))
    if good:
        n.ln("  -> >15% fall: weekly hCG until < ", pick(c, ["5", "15", "25"]), " IU/L")
        d = d7
        h = h7
        for i in range(r.randint(1, 4)):
            d = nb.add_days(d, 7)
            h = max(1, int(h * r.uniform(0.2, 0.55)))
            n.ln("  Week ", str(i + 2), " ", c.Dany(d), "   ", str(h))
    else:
        n.ln("  -> <15% fall: second dose given ", c.D(nb.add_days(d7, r.randint(0, 1))),
             " per protocol; consultant ", c.S(c.get("cons", "cons"), "title_last"), " informed.")
    n.ln("")
    n.ln("Counselling: avoid alcohol, folic acid-containing supplements, NSAIDs and sun exposure; avoid ",
         "sex until hCG negative; avoid conception for 3 months. Risk of rupture discussed (~7%).")
    n.ln("Leaflet: ", (c.url("ectopic"), "URL"))
    n.ln("24 h advice: ", c.unit, " ", (c.unit_phone, "PHONE"), "; out of hours ",
         (c.ward, "HOSPITAL"), " ", (c.phone("land"), "PHONE"), ". Pt mobile confirmed ", (c.mob, "PHONE"), ".")
    if r.random() < 0.35:
        n.ln("Pt attends with ", c.partner_rel, " ", c.name(c.partner, "FAMILY", "full"),
             "; transport home by car, reg ", (c.L.plate(r), "VEHICLE"), " noted for day-unit parking.")
    sign(n, c, n1, prefix="Record completed: ", date=c.d0)


# ----------------------------------------------------------------------------
def pul_tracker(n, c):
    r = c.rng
    wk = nb.add_days(c.d0, -c.d0.weekday())
    n.ln((c.hosp, "HOSPITAL"), " ", c.unit, pick(c, [" - PUL FOLLOW-UP TRACKER", " PUL tracker",
                                                     " - pregnancy of unknown location: weekly list"]))
    n.ln("Week commencing ", c.D(wk), "   Owner: ", c.S(c.get("cns", "cns"), "full"), ", CNS", "   (shared drive - do not print)")
    n.ln("")
    hdr = "Name                 | Hosp no    | Age | 1st seen   | hCG 0h | hCG 48h | Ratio | Prog | M6        | Plan              | Due        | By"
    n.ln(hdr)
    n.ln("-" * len(hdr))
    patients = []
    nsty = pick(c, ["last_first", "LAST_FIRST", "full", "initial_last"])
    dfs = pick(c, c.L.full_styles[:2])
    for i in range(r.randint(5, 9)):
        if i == 0:
            p, age, mrn, mob = c.pt, c.age, c.mrn, c.mob
        else:
            p = c.person("F")
            age = r.randint(17, 45)
            mrn = c.L.mrn(r)
            mob = c.phone("mobile")

        first = nb.add_days(wk, r.randint(-10, 4))
        h0 = r.randint(30, 3500)
        ratio = r.choice([r.uniform(0.3, 0.8), r.uniform(0.85, 1.2), r.uniform(1.5, 2.3)])
        h48 = int(h0 * ratio)
        m6 = "failed PUL" if ratio < 0.87 else ("high risk" if ratio < 1.5 else "IUP likely")
        patients.append((p, mob, m6))
        plan = {"failed PUL": "UPT 2/52", "high risk": "hCG 48h + TVUS", "IUP likely": "TVUS 7-10/7"}[m6]
        nm = c.name(p, "PATIENT", nsty)
        nmtxt = nm[0][0]
        due = nb.add_days(first, pick(c, [2, 7, 10, 14]))
        by = c.get("by%d" % r.randint(0, 3), pick(c, ["cns", "nurse", "reg"]))
        n.ln(nm, " " * max(1, 21 - len(nmtxt)), "| ", (mrn, "MRN"), " " * max(1, 11 - len(mrn)), "| ",
             ("%d" % age, "AGE"), " " * (4 - len(str(age))), "| ", (nb.fmt_date(first, dfs), "DATE"), " | ",
             str(h0).ljust(6), " | ", str(h48).ljust(7), " | ", "%.2f" % ratio, "  | ",
             prog_val(c, "fall" if ratio < 0.87 else "rise").ljust(4), " | ", m6.ljust(9), " | ",
             plan.ljust(17), " | ", (nb.fmt_date(due, dfs), "DATE"), " | ", c.S(by, "initials"))
    n.ln("")
    n.ln("Notes:")
    for p, mob, m6 in r.sample(patients, r.randint(2, 4)):
        k = {"failed PUL": pick(c, [0, 3, 4]), "high risk": pick(c, [0, 2, 4]), "IUP likely": pick(c, [0, 1, 4])}[m6]
        nm = c.name(p, "PATIENT", pick(c, ["full", "first", "title_last" if p.title else "last"]))
        if k == 0:
            n.ln("- ", nm, ": 3 x attempts to call ", (mob, "PHONE"), " (", c.Dshort(nb.add_days(wk, 1)), ", ",
                 c.Dshort(nb.add_days(wk, 2)), "); letter to GP ", (c.org("practice"), "HOSPITAL"), ".")
        elif k == 1:
            n.ln("- ", nm, ": IUP confirmed on TVUS ", c.Dany(nb.add_days(wk, r.randint(0, 4))), " - discharged to ",
                 pick(c, ["midwife booking", "GP", "antenatal clinic"]), ".")
        elif k == 2:
            n.ln("- ", nm, ": hCG plateau, discussed at handover with ",
                 c.S(c.get("cons", "cons"), "title_last"), " - for MTX if criteria met.")
        elif k == 3:
            n.ln("- ", nm, ": UPT negative per phone ", c.Dshort(nb.add_days(wk, r.randint(0, 4))),
                 " - closed. Emailed summary to ", (c.mk_email(p), "EMAIL"), " at pt request.")
        else:
            n.ln("- ", nm, ": moving to ", (c.L.address(r)["city"], "CITY"), "; care transferred to ",
                 (c.org("hospital"), "HOSPITAL"), " EPU, referral faxed ", (c.phone("land"), "FAX"), ".")
    n.ln("- Reminder: PUL-M6 thresholds per local protocol; hCG ratio = 48h/0h. ",
         pick(c, ["NICE NG126 applies.", "Do not use progesterone alone.", "Discuss all ratios 0.87-1.66 with reg."]))
    n.ln("Last edited by ", (c.get("cns", "cns").user, "USERNAME"), " ", (nb.fmt_date(nb.add_days(wk, 4), "iso"), "DATE"),
         " ", time_(c))
