"""Genres: nursing progress note; fluid balance / observation chart export; wound record."""
import datetime as dt
import phi as H
import clin as C
from core import Doc, col_widths, art
from case import Case
import common as K


# ------------------------------------------------------------------ progress notes
def _event(c, rng):
    """One progress-note event sentence (pieces); each kind is used once per note, generic bits may repeat."""
    pool = getattr(c, "_ev_pool", None)
    if pool is None:
        pool = list(range(13))
        rng.shuffle(pool)
        c._ev_pool = pool
    k = pool.pop() if pool and rng.random() < 0.75 else 9
    if k == 12:
        return ["Family hoping to have ", c.pn("first"), " home for ", K.holiday(rng), "; discussed realistic timescales. "]
    if k == 10:
        return [c.pn("first"), " worried about family in ", art(c.born, "COUNTRY"), rng.choice(
            ["; social worker to help with calls. ", ", chaplain visited. ", " - reassured, phone charged for call. "])]
    if k == 11:
        return ["Call from ", (c.employer, "ORGANIZATION"), " (employer) asking for update - no information given, pt informed. "]
    if k == 0:
        return ["Seen on ward round by ", c.staff(c.cons), " and team - plan: " +
                rng.choice(["continue IV abx", "step down to oral", "for CT abdo", "repeat bloods in am", "OT/PT assessment"]) + ". "]
    if k == 1:
        return [c.nok_rel.capitalize() + " ", c.nokn("first"), " phoned for update, ",
                rng.choice(["informed of plan", "happy with care", "asked to speak to doctor - message left for team",
                            "concerned re: confusion", "asked about visiting"]), ". "]
    if k == 2:
        return ["Reviewed by ", c.staff(c.physio, "full_cred"), " - mobilised " + rng.choice(["10 m with frame", "to chair", "on stairs"]) + ". "]
    if k == 3:
        return ["Bloods taken and sent (", (H.idnum(rng, "specimen"), "IDNUM"), "). "]
    if k == 4:
        return ["Visited by ", (c.fam2.form("full"), "FAMILY"), " (" + c.fam2_rel + "), ", rng.choice(["stayed 2 hrs", "brought clothes", "helped with lunch"]), ". "]
    if k == 5:
        return ["Pharmacist ", c.staff(c.pharm, "full"), " completed med rec. "]
    if k == 6:
        return ["Escalated to ", c.staff(c.jr), " re: " + rng.choice(["BP 88/50", "temp 38.4", "new confusion", "poor UO", "chest pain 4/10"]) + ". "]
    if k == 7:
        return ["Chaplain from ", (c.church, "ORGANIZATION"), " visited at patient's request. "]
    if k == 8:
        return ["Discussed at board round; EDD ", c.d(K.days(c, rng.randint(3, 9))), ". "]
    return [rng.choice(C.NURSING_BITS) + " "]


def progress_timed(c):
    rng = c.rng
    d = Doc()
    d.ln(rng.choice(["NURSING PROGRESS NOTES", "Nursing notes (continuation)", "Nursing evaluation", "Care evaluation"]), " - ",
         (c.pt.form(rng.choice(["LF", "full"])), "PATIENT"), "  ", c.mrn_label(), " ", (c.mrn, "MRN"))
    d.ln(K.ward(c), ", ", K.hosp(c))
    d.ln("")
    n = rng.randint(4, 8)
    stamps = []
    day = c.day
    for i in range(n):
        if i and rng.random() < 0.3:
            day = day + dt.timedelta(days=1)
        stamps.append((day, K.tm(rng, 0, 23, colon=K.STYLE["colon"])))
    stamps.sort()
    for day, t in stamps:
        d.add(c.d(day), " " + t + " ")
        for _ in range(rng.randint(1, 3)):
            d.add(_event(c, rng))
        d.add("\n")
        s = rng.choice(c.nurses + c.hcas)
        d.ln("   ", c.sig(s, rng.random() < 0.3))
    return d


def progress_dar(c):
    rng = c.rng
    d = Doc()
    d.ln("Nursing Progress Note (DAR)   ", c.today(), " " + K.tm(rng))
    d.ln("Pt: ", (c.pt.form("lf"), "PATIENT"), "  ", c.age_p(rng.choice([0, 6])), "  ", c.bed_p(0 if c.us else 1), "  ", K.ward(c))
    d.ln("Focus: " + rng.choice(["Pain", "Risk for falls", "Impaired skin integrity", "Fluid volume excess", "Acute confusion",
                                 "Ineffective airway clearance", "Post-op recovery"]))
    o = C.Obs(rng, rng.choice([0, 1]))
    d.ln("D: " + o.line(rng.randrange(3)) + ". ", c.pn("first"), " states \"" + rng.choice(
        ["I just want to go home", "my back is killing me", "I didn't sleep a wink", "the tablets make me sick"]) + "\". ",
        " ".join(K.filler(rng, 2, c)))
    d.ln("A: ", _event(c, rng), " ".join(K.filler(rng, 1, c)))
    d.ln("R: " + rng.choice(["Pain 2/10 at reassessment.", "Resting comfortably.", "Remains confused, 1:1 with HCA.",
                             "UO improved to 60 mL/hr."]), " ", _event(c, rng))
    if rng.random() < 0.7:
        d.ln("")
        d.ln("Focus: " + rng.choice(["Discharge planning", "Knowledge deficit", "Nutrition", "Family coping"]))
        d.ln("D: ", c.nok_rel.capitalize() + " ", c.nokn("full"), " visited " + K.tm(rng, 14, 19) + "; ", _event(c, rng))
        d.ln("A: ", _event(c, rng), " ".join(K.filler(rng, 1, c)))
        d.ln("R: Verbalised understanding; follow-up ", c.d(K.days(c, rng.randint(7, 30))), " noted.")
    d.ln("")
    d.ln(c.sig(c.nurses[0], True))
    if rng.random() < 0.4:
        d.ln("Cosigned: ", c.staff(c.nurses[2], "full_cred"), " ", c.today(), " " + K.tm(rng))
    return d


def progress_soap(c):
    rng = c.rng
    d = Doc()
    d.ln(c.today("wd_us" if c.us else "wd_uk"), " nights - ", (c.pt.form("LFi"), "PATIENT"), " (", (c.mrn, "MRN"), ")")
    d.ln("S - ", c.pn("title"), " reports " + rng.choice(["feeling brighter", "nausea", "SOB on exertion", "poor sleep", "no pain"]),
         ". ", c.nok_rel.capitalize(), " ", c.nokn("first"), " visited until " + K.tm(rng, 19, 21) + ".")
    o = C.Obs(rng, rng.choice([0, 0, 1]))
    d.ln("O - " + o.line(2) + ". BM %.1f. " % o.bm + rng.choice(C.NURSING_BITS))
    d.ln("A - " + rng.choice(["stable overnight", "improving", "deteriorating - escalated", "unchanged"]) + ".")
    d.ln("P - " + rng.choice(["continue current plan", "for review on WR", "obs 4-hrly", "repeat bloods"]),
         "; TTO to ", (c.pharmacy, "HOSPITAL") if rng.random() < 0.4 else "pharmacy", " when EDD confirmed.")
    d.ln("I - ", " ".join(K.filler(rng, 2, c)))
    d.ln("E - ", _event(c, rng))
    d.ln("- ", c.staff(rng.choice(c.nurses), "full_cred"))
    return d


def progress(rng, country):
    c = Case(rng, country)
    k = rng.randrange(3)
    return c, [progress_timed, progress_dar, progress_soap][k](c)


# ------------------------------------------------------------------ obs / fluid charts
def obs_csv(c):
    rng = c.rng
    d = Doc()
    sep = rng.choice([",", "\t", ","])
    d.ln("# e-Obs export | ", K.hosp(c), " | ", K.ward(c))
    d.ln("# Patient: ", (c.pt.form("LF"), "PATIENT"), " | ", c.mrn_label(), " ", (c.mrn, "MRN"), " | DOB ", c.dob_p(),
         " | ", c.bed_p(4 if not c.us else 0))
    if rng.random() < 0.5:
        d.ln("# Monitor: Spot-check unit SN ", (H.device_sn(rng, "asset"), "DEVICE"))
    if c.us and rng.random() < 0.3:
        d.ln("# Patient identity: wristband scan + palm-vein ID ", (c.bio, "BIOID"))
    hdr = ["Date", "Time", "RR", "SpO2", "Scale", "O2", "BP", "HR", "ACVPU", "Temp", "NEWS2", "RecordedBy"]
    d.delim_row(hdr, sep)
    t = dt.datetime(c.day.year, c.day.month, c.day.day, rng.randint(0, 6), 0)
    step = rng.choice([60, 120, 240])
    sev = rng.choice([0, 0, 1])
    users = [rng.choice(c.nurses), rng.choice(c.hcas), rng.choice(c.nurses)]
    ustyle = rng.choice(["user", "init", "name"])
    n = rng.randint(8, 14)
    for i in range(n):
        t = t + dt.timedelta(minutes=step + rng.randint(-10, 25))
        if i > n - 4 and rng.random() < 0.3:
            sev = min(2, sev + 1)
        o = C.Obs(rng, sev)
        u = rng.choice(users)
        ucell = [(u.user, "USERNAME")] if ustyle == "user" else [(u.form("INIT") if ustyle == "init" else u.form("fi_last"), "DOCTOR")]
        d.delim_row([[c.d(t.date(), "iso" if rng.random() < 0.2 else c.ds)], "%02d:%02d" % (t.hour, t.minute), str(o.rr), str(o.spo2),
                     "1", o.o2, "%d/%d" % (o.sbp, o.dbp), str(o.hr), o.acvpu, "%.1f" % o.temp, str(o.news), ucell], sep)
    d.ln("# Escalation: NEWS2 >=5 -> urgent review; >=7 -> CCOT/RRT")
    K.export_footer(d, c)
    return d


def fluid_chart(c):
    rng = c.rng
    d = Doc()
    d.ln("FLUID BALANCE CHART - 24 HR   (", c.today(), " 07:00 to ", c.d(K.days(c, 1)), " 07:00)")
    d.ln((c.pt.form(rng.choice(["LF", "full"])), "PATIENT"), "  ", c.nhs_or_mrn(), "  ", K.ward(c))
    d.ln("Fluid restriction: " + rng.choice(["nil", "1.5 L", "1 L"]) + "   Target UO >0.5 mL/kg/hr   Wt %.1f kg" % rng.uniform(48, 118))
    pump = H.device_sn(rng, rng.choice(["pump", "asset", "syringe"]))
    d.ln("IV via volumetric pump SN ", (pump, "DEVICE"), " - " + rng.choice(["0.9% NaCl", "Hartmann's", "5% dex + 20 mmol KCl"]) +
         " @ %d mL/hr" % rng.choice([42, 83, 100, 125]))
    rows = []
    bal = 0
    hours = [7, 9, 11, 13, 15, 17, 19, 21, 23, 1, 3, 5]
    init_staff = [rng.choice(c.nurses), rng.choice(c.hcas), rng.choice(c.nurses)]
    for h in hours:
        iv = rng.choice([0, 83, 166, 100, 125])
        po = rng.choice([0, 0, 50, 100, 150, 200])
        uo = rng.choice([0, 40, 60, 120, 200, 350])
        dr = rng.choice([0, 0, 0, 10, 25])
        bal += iv + po - uo - dr
        s = init_staff[(h // 8) % 3]
        rows.append(["%02d:00" % h, str(iv), str(po), str(uo), str(dr), "%+d" % bal, [(s.form("INIT"), "DOCTOR")]])
    hdr = ["Time", "IV", "Oral", "Urine", "Drain", "Running", "Init"]
    if rng.random() < 0.5:
        w = col_widths(rows, hdr)
        d.pipe_row(hdr, w)
        d.ln("|" + "|".join("-" * (x + 2) for x in w) + "|")
        for r in rows:
            d.pipe_row(r, w)
    else:
        w = col_widths(rows, hdr)
        d.aligned_row(hdr, w)
        for r in rows:
            d.aligned_row(r, w)
    if rng.random() < 0.35:
        d.ln("24h balance: %+d mL. UO low overnight, escalated to " % bal, c.staff(c.jr), ".")
    else:
        d.ln("24h balance: %+d mL. " % bal + rng.choice(["Positive - medics aware.", "Catheter bag emptied 06:00.",
                                                         "Documented in EPR."]))
    d.ln("Totalled by: ", c.sig(rng.choice(c.nurses), False), " ", c.d(K.days(c, 1)), " 06:55")
    return d


def obs_vertical(c):
    """Paper-style chart transcribed column-wise for a handover: one day per block."""
    rng = c.rng
    d = Doc()
    d.ln("OBSERVATION + FLUID SUMMARY  ", (c.pt.form("LFi"), "PATIENT"), "  ", c.age_p(1), "  ", c.bed_p(), "  ", K.ward(c))
    for k in range(rng.randint(2, 3)):
        day = K.days(c, -k)
        o1, o2 = C.Obs(rng, rng.choice([0, 1])), C.Obs(rng, rng.choice([0, 1, 2]))
        d.ln(c.d(day, "wd_us" if c.us else "wd_uk"), ":")
        d.ln("  06:00  " + o1.line(1) + "  NEWS2 %d" % o1.news)
        d.ln("  14:00  " + o2.line(1) + "  NEWS2 %d" % o2.news)
        d.ln("  In %d mL / Out %d mL   BO: %s   BM %.1f mmol/L" % (rng.randint(900, 2600), rng.randint(500, 2400),
                                                                 rng.choice(["type 4", "nil", "type 6 x2", "type 7 - stool sample sent"]), o1.bm))
        d.ln("  Obs by ", c.staff(rng.choice(c.hcas), "first"), " / checked ", c.staff(rng.choice(c.nurses), "fi_last"))
    if rng.random() < 0.5:
        d.ln("Telemetry box ", (H.device_sn(rng, "tele"), "DEVICE"), " - " + rng.choice(["SR", "AF 80-110", "paced rhythm", "SR with 1st degree block"]))
    if rng.random() < 0.5:
        d.ln("Cardiac monitor alarms reviewed with ", c.staff(c.reg))
    K.export_footer(d, c)
    return d


def obs_chart(rng, country):
    c = Case(rng, country)
    k = rng.randrange(3)
    return c, [obs_csv, fluid_chart, obs_vertical][k](c)


# ------------------------------------------------------------------ wound / pressure injury
def _wound_row(c, rng, day, s):
    l, w, dp = round(rng.uniform(0.5, 9), 1), round(rng.uniform(0.5, 7), 1), round(rng.uniform(0, 2.5), 1)
    return [[c.d(day, c.ds)], "%.1fx%.1fx%.1f" % (l, w, dp), "%d%% gran/%d%% slough" % (rng.choice([40, 60, 80, 100]), rng.choice([0, 10, 20, 40])),
            rng.choice(["low", "mod", "heavy", "nil"]), rng.choice(C.DRESSINGS), [(s.form("INIT"), "DOCTOR")]]


def wound_form(c):
    rng = c.rng
    d = Doc()
    pi = rng.random() < 0.6
    d.ln("PRESSURE ULCER / INJURY ASSESSMENT" if pi else "WOUND ASSESSMENT & TREATMENT RECORD")
    K.pt_header(d, c)
    site = rng.choice(C.PRESSURE_SITES if pi else C.WOUND_TYPES)
    d.ln("Site: " + site + "    First noted: ", c.d(K.days(c, -rng.randint(1, 6))), " by ", c.staff(rng.choice(c.nurses), "full"))
    if pi:
        cat = "Category: " + rng.choice(["1", "2", "3", "4", "unstageable", "suspected deep tissue injury"]) + "   Present on admission: "
        if rng.random() < 0.4:
            d.ln(cat + "Y - from ", (c.carehome, "HOSPITAL"))
        else:
            d.ln(cat + rng.choice(["N - hospital acquired", "Y - from home", "unknown"]))
        sc = C.scores(rng)
        d.ln("Waterlow %d   Braden %d   SSKIN bundle in place" % (sc["waterlow"], sc["braden"]))
        d.ln("Mattress: " + rng.choice(C.MATTRESSES) + " dynamic, serial ", (H.device_sn(rng, "mattress"), "DEVICE"),
             " ordered via equipment library (", (H.idnum(rng, "equip"), "IDNUM"), ")")
        d.ln("Incident reported: ", rng.choice(["Datix ", "incident ref ", "Safety report #"]), (H.idnum(rng, "datix"), "IDNUM"))
    else:
        d.ln("Closure: " + rng.choice(["clips", "sutures", "glue", "secondary intention"]) + "  Surgery date: ", c.d(c.adm), "  Surgeon: ",
             c.staff(c.cons))
        if rng.random() < 0.5:
            d.ln("NPWT unit serial ", (H.device_sn(rng, "vac"), "DEVICE"), " @ -125 mmHg continuous, canister changed " + K.tm(rng))
    d.ln("Photo consent: " + rng.choice(["verbal", "written", "patient lacks capacity - best interest"]) + "; image ref ",
         (H.idnum(rng, "photo"), "IDNUM"))
    d.ln("")
    hdr = ["Date", "LxWxD cm", "Bed", "Exudate", "Dressing", "By"]
    rows = []
    for i in range(rng.randint(3, 6)):
        rows.append(_wound_row(c, rng, K.days(c, -6 + i * 2), rng.choice(c.nurses + [c.tvn])))
    w = col_widths(rows, hdr)
    if rng.random() < 0.5:
        d.pipe_row(hdr, w)
        for r in rows:
            d.pipe_row(r, w)
    else:
        d.aligned_row(hdr, w)
        for r in rows:
            d.aligned_row(r, w)
    d.ln("")
    d.ln("TVN referral sent ", c.d(K.days(c, -3)), " to ", (H.email_for(rng, c.tvn), "EMAIL") if rng.random() < 0.5 else "TVN team",
         "; reviewed by ", c.staff(c.tvn, "full_cred"))
    if rng.random() < 0.3:
        d.ln("Pathway: ", (H.url(rng, "tissue-viability"), "URL"))
    return d


def wound_narrative(c):
    rng = c.rng
    d = Doc()
    d.ln(rng.choice(["Tissue viability review", "TVN consult note", "Wound care nurse consult"]), " - ", c.today())
    d.ln("Requested by ", c.staff(rng.choice(c.nurses), "full_cred"), ", ", K.ward(c), " (tel ", (c.ward_ext, "PHONE"), ")")
    d.add(c.pn("full"), ", ", c.age_p(rng.choice([0, 2, 3])), ", ", c.bed_p(), ". ")
    d.add("Admitted ", c.d(c.adm), " with " + K.dx(c) + ". ")
    site = rng.choice(C.PRESSURE_SITES)
    d.add("Category " + rng.choice(["2", "3", "4"]) + " pressure injury to " + site + ", ")
    d.add(rng.choice(["present on admission from ", "reported by carers from "]), (c.carehome, "HOSPITAL") if rng.random() < 0.5 else (c.agency, "ORGANIZATION"),
          "; " + rng.choice(["safeguarding referral raised (", "community TVN notified ("]), (H.idnum(rng, "safeguard"), "IDNUM"), "). ")
    d.add("Measures %.1f x %.1f cm, depth %.1f cm, " % (rng.uniform(1, 8), rng.uniform(1, 6), rng.uniform(0.1, 2)) +
          rng.choice(["moderate serous exudate", "malodorous, slough 40%", "granulating well", "undermining 2 o'clock"]) + ".\n")
    d.ln("Plan: cleanse with saline, " + rng.choice(C.DRESSINGS) + ", change every " + rng.choice(["2 days", "3 days", "day"]) + ".")
    d.ln("Heels offloaded; " + rng.choice(C.MATTRESSES) + " mattress (asset ", (H.device_sn(rng, "asset"), "DEVICE"), ") in place.")
    d.ln("Dietitian referral - MUST %d. Photos uploaded (" % rng.randint(0, 4), (H.idnum(rng, "photo"), "IDNUM"), ").")
    if rng.random() < 0.5:
        d.ln("Discussed with ", c.nokn("full"), " (" + c.nok_rel + ") who is " + K.an(c.nok_prof), (c.nok_prof, "PROFESSION"), " and asked about repositioning at home.")
    d.ln("Review ", c.d(K.days(c, 7)), ". ", c.sig(c.tvn, True))
    return d


def wound(rng, country):
    c = Case(rng, country)
    k = rng.randrange(3)
    return c, (wound_narrative(c) if k == 2 else wound_form(c))
