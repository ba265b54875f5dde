"""Genres: on-treatment review clinic, brachytherapy procedure record,
machine QA / incident log."""
import phi
from phi import P, Doc
import case as C
import clinical as K
import blocks as B


def _t(c, k):
    return B.TERMS[c.c][k]


def _hm(rng, lo=8, hi=18):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.randrange(0, 60))


# ------------------------------------------------------------------ on-treatment review
def otr_clinic(rng, c):
    d = Doc()
    s = c.site
    rx = K.pick_rx(rng, s)
    nfx = rx[1] if rx[1] > 3 else rng.choice((15, 20, 25))
    done = rng.randrange(2, nfx)
    week = done // 5 + 1
    nd = c.note_date
    seer = rng.choice((c.reg, c.cons, c.nurse, c.rads[2]))
    title = rng.choice(("ON-TREATMENT REVIEW", "OTR Clinic", "Weekly Review - Radiotherapy",
                        "RT Review Clinic Note", "On Treatment Visit (OTV)", "Radiographer-led review"))
    if rng.random() < 0.3:
        c.letterhead(d, rng)
        d.ln()
    d.ln("{}   Week {}   {}", title, week, c.D(nd, rng.choice(("wk_num", "num", "wk_long", "abbr"))))
    if rng.random() < 0.6:
        d.ln("{} - review room {}", c.hosp(), P(str(rng.randrange(1, 12)), "LOCATION_OTHER"))
    if rng.random() < 0.5:
        B.sticker(d, c, rng)
    else:
        B.id_line(d, c, rng)
    d.ln("Consultant: {}   {}: {}", c.cons.dr_form(rng), B.TERMS[c.c]["gp"], [c.gp.dr_form(rng), ", ", c.hosp("practice")])
    d.ln("Seen by: {} {}", seer.dr_form(rng), ["with ", c.nurse.firstn()] if rng.random() < 0.3 else "")
    if rng.random() < 0.3:
        B.id_check(d, c, rng)
    d.ln()
    d.w("{} ", B.age_form(c, rng))
    d.ln("with {}, {}. {}.", s["short"], rng.choice(s["stage"]), rng.choice(s["extra"]))
    d.ln("Rx: {}/{} {} on {}{}. Fx {}/{} today ({:.1f} Gy to date).", rx[0], nfx, _t(c, "fx"),
         rng.choice(K.MACHINES), " + " + s["chemo"] if s.get("chemo") and rng.random() < 0.6 else "",
         done, nfx, float(rx[0].split()[0]) * done / nfx)
    d.ln()
    d.ln("S:")
    f = c.family[0]
    r = rng.randrange(5)
    if r == 0:
        d.ln("Reports {}. {} {} {} says {} is sleeping a lot in the afternoons.", K.tox_text(rng, s),
             B.rel_pron(c).capitalize(), f.rel, f.firstn(), "she" if c.pt.sex == "F" else "he")
    elif r == 1:
        d.ln("{} feels {}; {}. Still working {} as a {} at {}.", c.pt.titled(),
             rng.choice(("'ok, bit tired'", "more tired this week", "well in himself" if c.pt.sex == "M" else "well in herself")),
             K.tox_text(rng, s, 1), rng.choice(("mornings", "from home", "reduced hours")),
             P(c.profession, "PROFESSION"), P(c.employer, "ORGANIZATION"))
    elif r == 2:
        d.ln("c/o {}. Travelling daily from {} (~{} min) - {} {} drives. Asks about trip to {} after RT.",
             K.tox_text(rng, s), P(c.addr.city, "CITY"), rng.randrange(20, 130), f.rel, f.firstn(), P(c.holiday, "COUNTRY"))
    elif r == 3:
        d.ln("Pt states '{}'. {}.", rng.choice(("the skin is a bit pink", "can't face food", "up 3 times a night to pee",
                                              "mouth is like sandpaper", "no real problems")), K.tox_text(rng, s, 2))
    else:
        d.ln("Attends with {} {} ({}). Main issues: {}. Missed fx on {} (transport) - added to end.",
             f.rel, f.full(), P(f.job, "PROFESSION") if rng.random() < 0.5 else "carer", K.tox_text(rng, s),
             c.D(c.add_days(nd, -rng.randrange(1, 8)), rng.choice(("weekday", "wk", "daymon", "short"))))
    d.ln()
    d.ln("O:")
    w0 = 55 + 40 * rng.random()
    d.ln("Wt {:.1f} kg (baseline {:.1f} kg, {}).  BP {}/{}  HR {}  SpO2 {}%  T {:.1f}", w0 - 3 * rng.random(), w0,
         c.D(c.sim_date, rng.choice(("short", "daymon"))), rng.randrange(105, 165), rng.randrange(60, 95),
         rng.randrange(55, 105), rng.randrange(92, 100), 36 + rng.random() * 1.4)
    d.ln("Skin: {}. {}", rng.choice(K.SKIN), rng.choice(("Mucosa: patchy mucositis.", "Abdo soft.", "Chest clear.",
                                                         "No oedema.", "Oral cavity: candida on tongue.", "")))
    if rng.random() < 0.6:
        d.ln("Bloods ({}): {}, {}, {}.", c.D(c.add_days(nd, -rng.randrange(1, 5)), rng.choice(("short", "num", "daymon"))),
             *rng.sample(K.LABS, 3))
    d.ln("Tox (CTCAE v5): {}, {}.", *rng.sample(K.CTCAE, 2))
    if rng.random() < 0.4:
        B.hard_neg_line(d, c, rng, "clin")
    if rng.random() < 0.2:
        prev = c.add_days(nd, -7)
        d.ln("*** copied from OTR {} ***  {}  Plan: continue.  ***", c.D(prev, rng.choice(("short", "num"))),
             rng.choice(("Skin intact.", "Mucositis G1.", "No issues.", "Bowels ok.")))
    d.ln()
    d.ln("A/P:")
    d.ln("- Continue RT, no break. {}", rng.choice(("", "Happy to proceed with chemo day 22.", "Dose unchanged.")))
    d.ln("- {}", rng.choice(s["meds"]))
    r = rng.randrange(4)
    if r == 0:
        d.ln("- Dietitian ({}) referral, {} supplements.", C.Person(rng, typ="DOCTOR").full(),
             rng.choice(("Ensure Plus BD", "Fortisip x2", "Scandishake")))
    elif r == 1:
        d.ln("- Macmillan/support: info given, {} phone {}.", rng.choice(("helpline", "CNS line", "triage line")),
             P(c.centre_phone, "PHONE"))
    elif r == 2:
        d.ln("- {} to see GP ({}) re {}.", c.pt.firstn(), c.gp.dr_form(rng), rng.choice(("BP", "mood", "sleep", "repeat Rx")))
    else:
        d.ln("- Sick note for {} until {}.", P(c.employer, "ORGANIZATION"), c.D(c.add_days(nd, rng.randrange(20, 60))))
    if s.get("chemo") and rng.random() < 0.6:
        d.ln("- Chemo cycle {} at {} on {}; {} aware.", rng.randrange(1, 6), c.hosp("ward"),
             c.D(c.add_days(nd, rng.randrange(1, 6)), rng.choice(("wk", "daymon", "short", "num"))), c.nurse.dr_form(rng))
    if rng.random() < 0.4:
        B.social(d, c, rng)
    if rng.random() < 0.3:
        d.ln("- Out-of-hours: {} advised to call {} (24h) if temp > 38 or unable to drink.", c.family[0].firstn(),
             P(phi.phone(rng, c.c), "PHONE"))
    d.ln("- Review next week ({}) or sooner PRN; bloods {}.", c.D(c.add_days(nd, 7), rng.choice(("wk", "short", "wk_num", "daymon"))),
         rng.choice(K.SHORTHAND))
    d.ln()
    B.signoff(d, seer, rng, nd, c)
    if rng.random() < 0.3:
        B.transcription(d, c, rng)
    return d


# ------------------------------------------------------------------ brachytherapy
def brachy(rng, c, kind=None):
    d = Doc()
    if kind is None:
        kind = rng.choice(("cervix", "cervix", "vault")) if c.pt.sex == "F" else "prostate"
    bd = K.BRACHY[kind]
    tot = rng.choice((3, 4, 4))
    n = rng.randrange(1, tot + 1)
    nd = c.note_date
    d.ln("{} {}", rng.choice(("HDR BRACHYTHERAPY PROCEDURE RECORD", "Brachytherapy Insertion & Treatment Record",
                              "GYNAE BRACHY - THEATRE & TREATMENT" if kind != "prostate" else "PROSTATE HDR - THEATRE",
                              "HDR Record")),
         "- insertion %d of %d" % (n, tot) if kind != "prostate" else "- prostate")
    d.ln("{}", c.hosp())
    d.ln()
    B.sticker(d, c, rng)
    d.ln()
    d.ln("Date: {}   {} {}   In: {}", c.D(nd, rng.choice(("num", "wk_long", "abbr", "long"))),
         rng.choice(("Theatre", "Brachy suite", "Procedure room")), P(str(rng.randrange(1, 9)) + rng.choice(("", "", "A")), "LOCATION_OTHER"),
         _hm(rng, 8, 11))
    d.ln("Operator: {}   Anaesthetist: {}", c.cons.dr_form(rng), c.anaes.dr_form(rng))
    d.ln("Physicist: {}   {}: {} / {}", c.phys.dr_form(rng), _t(c, "rads")[0].upper() + _t(c, "rads")[1:], c.rads[0].initial_last(), c.rads[1].firstn())
    d.ln("Scrub nurse: {}", c.nurse.full())
    d.ln()
    B.id_check(d, c, rng)
    d.ln("Pre-procedure: WHO checklist done. Consent confirmed ({}). {}. Anticoag: {}.",
         c.D(c.ref_date, rng.choice(("num", "short", "abbr"))), rng.choice(("Hb 121", "Hb 104", "Hb 98 - G&S sent", "eGFR 71")),
         rng.choice(("nil", "apixaban held 48 h", "LMWH held 24 h")))
    if c.pt.sex == "F" and c.age < 56:
        d.ln("Pregnancy test: negative ({}).", c.D(nd, "short"))
    d.ln("Anaesthesia: {}.", bd["anaes"])
    d.ln("Applicator: {}.", rng.choice(bd["app"]))
    if kind == "cervix":
        d.ln("EUA: residual {} cm, {}. Uterine sound {} cm. Foley 14Fr with {} mL sterile water; vaginal packing.",
             rng.randrange(1, 5), rng.choice(("L parametrium nodular", "no sidewall disease", "vaginal extension 1 cm")),
             rng.randrange(5, 9), rng.choice((5, 7, 10)))
    elif kind == "prostate":
        d.ln("TRUS: prostate vol {} cc, {} needles; urethra identified with {} catheter.", rng.randrange(22, 60),
             rng.randrange(14, 20), rng.choice(("Foley", "aerated gel", "Foley 16Fr")))
    else:
        d.ln("Cylinder length {} mm inserted; Foley not required.", rng.choice((30, 40, 50)))
    d.ln("Imaging: {}; scanned {}.", bd["imaging"], _hm(rng, 10, 13))
    if rng.random() < 0.5:
        B.hard_neg_line(d, c, rng, "phys")
    d.ln()
    d.ln("Plan ({}): {}", rng.choice(("Oncentra Brachy 4.6", "BrachyVision 16", "SagiPlan 2.2", "Oncentra Prostate 4.2")),
         rng.choice(bd["rx"]))
    d.ln("{:<14}{:<7}{:<12}{}", "Structure", "Param", "This fx", "Cumul. EQD2 (EBRT+HDR)")
    for st, par, lo, hi, unit in bd["metrics"]:
        v = lo + (hi - lo) * rng.random()
        cum = (v * (4 if unit == "Gy" else 1)) + 44
        d.ln("{:<14}{:<7}{:<12}{}", st, par, ("%.2f Gy" % v) if unit == "Gy" else ("%.1f%%" % v),
             ("%.1f Gy" % cum) if unit == "Gy" and kind != "prostate" else "-")
    d.ln()
    cal = c.add_days(nd, -rng.randrange(5, 80))
    d.ln("Source: Ir-192, serial {}, {:.2f} Ci ({:.1f} mGy m2/h) on {}; afterloader {} SN {}.",
         P(phi.device_serial(rng, "source"), "DEVICE"), 4 + 6 * rng.random(), 16 + 25 * rng.random(),
         c.D(cal, rng.choice(("num", "iso", "abbr"))), rng.choice(K.AFTERLOADERS), P(phi.device_serial(rng, "linac"), "DEVICE"))
    d.ln("Treatment delivered {} - total time {:.1f} s, {} dwell positions, {} channels. Independent check ({}): {}.",
         _hm(rng, 12, 17), 200 + 500 * rng.random(), rng.randrange(12, 60), rng.randrange(1, 8),
         rng.choice(("BrachyCheck", "spreadsheet", "Oncentra TPS report")), K.mu_diff(rng))
    d.ln("Removal: applicator removed {}, {}. To recovery bay {}.", _hm(rng, 14, 18),
         rng.choice(("EBL minimal", "packing intact, removed", "haemostasis with pressure")),
         P(str(rng.randrange(1, 12)), "LOCATION_OTHER"))
    f = c.family[0]
    r = rng.randrange(3)
    if r == 0:
        d.ln("Discharged home with {} {} ({}); {} for analgesia.", f.rel, f.firstn(), P(f.phone, "PHONE"),
             rng.choice(("paracetamol 1 g QDS", "co-codamol 30/500", "oxycodone 5 mg PRN")))
    elif r == 1:
        d.ln("Admitted overnight to {} (bed {}) for {}.", c.hosp("ward"), P(str(rng.randrange(1, 30)), "LOCATION_OTHER"),
             rng.choice(("pain control", "urinary retention", ["social reasons - lives alone in ", P(c.addr.city, "CITY")])))
    else:
        d.ln("Day case, discharged {}; hostel {} overnight.", _hm(rng, 16, 20), P(rng.choice(("Hope Lodge", "Wattle House Lodge", "Inverbrae House")), "ORGANIZATION"))
    d.ln("Next insertion: {} ({}).", c.D(c.add_days(nd, rng.choice((2, 3, 7))), rng.choice(("wk", "wk_num", "long"))),
         rng.choice(("same applicator", "needles +2", "MRI again")))
    d.ln()
    d.ln("Physics sign: {}   {}", c.phys.sig(rng), c.D(nd, "num"))
    d.ln("Clinician: {}", c.cons.sig(rng))
    if rng.random() < 0.4:
        d.ln("{} {}", c.cons.lic_label, P(c.cons.lic, "LICENSE"))
    return d


# ------------------------------------------------------------------ QA / incident log
QA_TESTS = (("Output 6X (Daily QA3)", "%", "3%"), ("Output 10X-FFF", "%", "3%"), ("Output 6E", "%", "3%"),
            ("Lasers/ODI", "mm", "2 mm"), ("Imaging iso (kV-MV)", "mm", "1 mm"), ("Door interlock", "p", "-"),
            ("CBCT HU constancy", "HU", "+/-40"), ("MLC picket fence", "mm", "0.5 mm"), ("Beam-off / BMS", "p", "-"),
            ("Flatness/symmetry 6X", "%", "2%"), ("Couch readout", "mm", "2 mm"))
def qa_incident(rng, c):
    d = Doc()
    mach = rng.choice(K.MACHINES)
    nd = c.note_date
    wc = c.add_days(nd, -nd.weekday())
    d.ln("{} - {} {}", c.hosp(), mach, rng.choice(("QA LOG", "Machine QA & Fault Log", "Daily QA / Incident Register")))
    d.ln("Machine SN: {}   Week commencing {}", P(phi.device_serial(rng, "linac"), "DEVICE"), c.D(wc, rng.choice(("num", "long", "abbr"))))
    d.ln()
    d.ln("{:<12}{:<26}{:<11}{:<8}{}", "Date", "Test", "Result", "Tol", "Init")
    staff = [c.rads[0], c.rads[1], c.phys, c.phys2]
    for i in range(rng.randrange(3, 6)):
        day = c.add_days(wc, i)
        for _ in range(rng.randrange(1, 3)):
            test, kind, tol = rng.choice(QA_TESTS)
            if kind == "%":
                res = "%+.1f%%" % ((rng.random() - 0.5) * 4)
            elif kind == "mm":
                res = "%.1f mm" % (rng.random() * 1.4)
            elif kind == "HU":
                res = "%+d HU" % rng.randrange(-12, 13)
            else:
                res = rng.choice(("pass", "pass", "OK", "fail->pass"))
            d.ln("{:<12}{:<26}{:<11}{:<8}{}", c.D(day, "num" if c.c != "CA" else "iso"), test, res, tol,
                 rng.choice(staff).initials(False))
    d.ln()
    ref = phi.idnum(rng, "incident")
    d.ln("{}  Ref: {}", rng.choice(("INCIDENT / NEAR-MISS REPORT", "Radiotherapy error report", "Event report")), P(ref, "IDNUM"))
    ev = c.add_days(wc, rng.randrange(0, 5))
    d.ln("Date/time of event: {} {}   Reported: {}", c.D(ev), _hm(rng), c.D(c.add_days(ev, rng.randrange(0, 3)), "num"))
    d.ln("Location: {}, {}", mach, P(c.building, "LOCATION_OTHER"))
    d.ln("Patient: {} ({} {}), DOB {}", c.ptname(), _t(c, "mrn"), P(c.mrn, "MRN"), c.dobP())
    rx = K.pick_rx(rng, c.site)
    fx = rng.randrange(1, max(2, rx[1]))
    d.ln("Course: {} {}/{} {}; event at fraction {}/{}.", c.site["short"], rx[0], rx[1], _t(c, "fx"), fx, rx[1])
    d.ln()
    d.ln("Description:")
    r = rng.randrange(5)
    other = C.Person(rng)
    if r == 0:
        d.ln("Pt called from waiting area as '{}'; {} with similar name ({}, {} {}) stood up. Identified at "
             "3-point ID before entering bunker - no exposure. Near miss.", c.pt.titled(), "another patient",
             other.formal(), _t(c, "mrn"), P(phi.mrn(rng, c.c), "MRN"))
    elif r == 1:
        d.ln("CBCT showed {:.1f} cm {} shift vs planned; couch correction applied but bolus ({} mm) omitted. "
             "Detected by {} at fx {}. Dose impact estimated {:.1f}% to skin.", 0.5 + rng.random(),
             rng.choice(("sup", "lat", "vrt")), rng.choice((5, 10)), c.rads[1].full(), fx + 1, 3 + 10 * rng.random())
    elif r == 2:
        d.ln("Treatment interrupted (MLC interlock 'Leaf 27B') after {} MU; {} called. Remaining {} MU delivered "
             "{} after fault clearance. Patient {} informed.", rng.randrange(40, 300), c.phys.full(),
             rng.randrange(40, 300), _hm(rng), c.pt.titled())
    elif r == 3:
        d.ln("Plan opened for wrong course (C1 from {} at {}) - caught at record check by {}.",
             c.D(c.add_days(c.diag_date, -rng.randrange(300, 2000)), rng.choice(("year", "monyear"))), c.hosp("ref"),
             c.rads[0].firstn())
    else:
        d.ln("Pt arrived with full bladder protocol not followed (bladder vol ~{} mL on CBCT); re-drink and re-image "
             "x2; extra imaging dose logged. Pt's {} {} waiting in car reg {}.", rng.randrange(60, 140),
             c.family[0].rel, c.family[0].firstn(), P(phi.vehicle(rng, c.c), "VEHICLE"))
    d.ln()
    d.ln("Immediate action: {}. {} informed {} ({}).", rng.choice(("treatment paused", "plan re-checked by physics",
                                                               "machine taken out of clinical use", "none required")),
         c.pt.titled(), ["by ", c.cons.dr_form(rng)], rng.choice((("Duty of Candour" if c.c in ("UK", "IE") else "open disclosure"),
                                                                  "verbal, documented")))
    d.ln("Classification: {}   {}", rng.choice(("Level 1 near miss", "Level 3 minor RTE", "Level 4 non-reportable",
                                                  "SAC 4", "Grade B")),
         rng.choice(("IR(ME)R: not notifiable", "Not reportable to state regulator", "RT SoS code 13c",
                     "ROILS submitted", "NIRS reported")))
    if rng.random() < 0.5:
        d.ln("Physics dose assessment: {} {}, calc by {}.", rng.choice(("<5% deviation", "2.1% to PTV D95",
                                                                      "negligible", "0.3 Gy extra to skin")),
             c.D(c.add_days(ev, 1)), c.phys2.dr_form(rng))
    d.ln("Learning: {}.", rng.choice(("reinforce 3-point ID", "bolus reminder added to R&V", "service engineer visit booked",
                                      "bladder protocol leaflet re-issued", "tolerance table audit")))
    d.ln()
    d.ln("Staff involved: {}, {}; reported by {}.", c.rads[0].full(), c.rads[1].initial_last(), c.rads[2].full())
    d.ln("Logged by user {} from {} at {}.", P(phi.username(rng, c.rads[2].first, c.rads[2].last, role=getattr(c.rads[2], "role", None)), "USERNAME"),
         P(phi.ipaddr(rng), "IPADDR"), _hm(rng))
    if rng.random() < 0.5:
        eng = C.Person(rng, typ="DOCTOR")
        d.ln("Service call #{} raised; clinical technologist {} on call ({}).", P(phi.digits(rng, 7), "IDNUM"),
             eng.full() if rng.random() < 0.5 else eng.firstn(), P(phi.phone(rng, c.c, "mobile"), "PHONE"))
    return d

