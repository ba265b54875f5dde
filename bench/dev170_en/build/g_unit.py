"""Genres: telemetry unit census, cardiac step-down handover, chest pain unit
tracking list, cardiac surgery transfer note."""
import pools as P
import phi as X
import clin as C
from core import (Doc, new_ctx, new_patient, new_staff, pname, pref, dname, fname, age_expr,
                  address, dt, hosp, sign_block, cc_block, header_block, plen)

LANGS = ["Spanish", "Vietnamese", "Haitian Creole", "Mandarin", "Cantonese", "Arabic", "Somali",
         "Polish", "Russian", "Korean", "Portuguese", "ASL", "Tagalog", "Amharic"]


REL_ABBR = {"wife": "wife", "husband": "husb", "daughter": "dtr", "son": "son", "sister": "sis",
            "brother": "bro", "niece": "niece", "nephew": "neph", "partner": "ptnr", "friend": "friend",
            "neighbor": "nbr", "granddaughter": "gdtr", "grandson": "gson"}


def room(rng, base=None):
    base = base or rng.randint(2, 9) * 100
    return "%d%s" % (base + rng.randint(1, 36), rng.choice(["", "", "A", "B", "-1", "-2"]))


def census_note(rng, ctx, p):
    r = rng.random()
    if r < 0.15:
        f = p.fam[0]
        return [REL_ABBR.get(f.rel, f.rel) + " ", fname(rng, f, "first"), " ", (f.phone, "PHONE")]
    if r < 0.25:
        return ["interp: " + rng.choice(LANGS)]
    if r < 0.32:
        return ["from ", (rng.choice(P.CARE_HOMES), "HOSPITAL")]
    if r < 0.38:
        return ["cath ", dt(rng, X.shift(ctx.date, rng.randint(0, 2)), "md"), " AM, NPO"]
    return [rng.choice(["K 3.2 - repleting", "NPO after MN", "d/c pending", "sitter", "contact iso (MRSA)",
                        "Mg 1.6 rplc", "falls risk", "BiPAP qHS", "heparin gtt q6 aPTT", "I&O, daily wt",
                        "tele d/c eligible", "TR band off 1400", "groin check q15 x4", "2 g Na diet",
                        "CHG bath", "trop q3h x3", "amio load", "HD today", "PT/OT", ""])]


def gen_census(rng):
    ctx = new_ctx(rng)
    d = Doc()
    charge = new_staff(rng, "rn")
    mt = new_staff(rng, "tech")
    mt.cred = rng.choice(["CMT", "monitor tech", ""])
    layout = rng.choice(["space", "space", "pipe", "tsv"])
    d.t((ctx.unit, "HOSPITAL"), rng.choice([" TELEMETRY", " Tele / PCU", " Cardiac Telemetry"]), " CENSUS - ",
        hosp(rng, ctx), "\n")
    d.t(dt(rng, ctx.date, rng.choice(["dow_mdy", "mdy", "dow_long", "long"])), " ",
        rng.choice(["0700", "1900", "07:00", "19:00", "1500"]), "   Charge: ",
        dname(rng, charge, rng.choice(["full_cred", "first_li", "full"])), "   Monitor tech: ",
        dname(rng, mt, rng.choice(["full", "first"])), "\n")
    n = rng.randint(8, 16)
    beds = rng.randint(n + 1, n + 8)
    d.t("Census ", str(n), "/", str(beds), "   Unit ", rng.choice(["tel ", "phone ", "desk "]),
        (X.phone(rng, ctx.area, rng.choice(["local", "ext", "paren"])), "PHONE"), "\n\n")
    atts = [new_staff(rng, "md") for _ in range(rng.randint(3, 6))]
    base = rng.randint(3, 8) * 100
    rooms = sorted(rng.sample(range(base + 1, base + 36), n))
    if layout == "space":
        cols = [("Rm", 7), ("Patient", 25), ("Age/Sx", 8), ("MRN", 11), ("Attending", 14), ("Adm", 7),
                ("Dx", 28), ("Code", 9), ("Rhythm", 24), ("Notes", 0)]
        d.t("".join(c.ljust(w) if w else c for c, w in cols), "\n", "-" * 150, "\n")
    elif layout == "pipe":
        d.t("| Rm | Patient | Age | Sex | MRN | Attending | Adm | Dx | Code | Rhythm | Notes |\n")
        d.t("|---|---|---|---|---|---|---|---|---|---|---|\n")
    else:
        d.t("\t".join(["room", "pt_name", "age", "sex", "mrn", "fin", "attending", "admit_dt", "dx", "code",
                       "rhythm", "comment"]), "\n")
    for rm in rooms:
        p = new_patient(rng, ctx)
        rmv = ("%d%s" % (rm, rng.choice(["", "", "A", "B"])), "LOCATION_OTHER")
        adm = X.shift(ctx.date, -rng.randint(0, 9))
        att = rng.choice(atts)
        dx = rng.choice(C.DX)[0]
        note = census_note(rng, ctx, p)
        if layout == "space":
            d.cell(rmv, 7)
            d.cell(pname(rng, p, rng.choice(["LAST_FIRST", "last_first", "LAST_FIRST_MI"])), 25)
            d.cell([(str(p.age), "AGE"), rng.choice(["/", " "]) + p.sex], 8)
            d.cell((p.mrn, "MRN"), 11)
            d.cell(dname(rng, att, "last"), 14)
            d.cell(dt(rng, adm, "md"), 7)
            d.cell(dx[:27], 28)
            d.cell(rng.choice(C.CODE), 9)
            d.cell(rng.choice(C.RHYTHMS), 24)
            d.t(note, "\n")
        elif layout == "pipe":
            d.t("| ", rmv, " | ", pname(rng, p, rng.choice(["last_first", "full", "LAST_FIRST"])), " | ",
                (str(p.age), "AGE"), " | ", p.sex, " | ", (p.mrn, "MRN"), " | ",
                dname(rng, att, rng.choice(["last", "dr_last"])), " | ", dt(rng, adm, rng.choice(["md", "mdz"])),
                " | ", dx, " | ", rng.choice(C.CODE), " | ", rng.choice(C.RHYTHMS), " | ", note, " |\n")
        else:
            d.t(rmv, "\t", ("%s,%s" % (p.last.upper(), p.first.upper()), "PATIENT"), "\t", (str(p.age), "AGE"),
                "\t", p.sex, "\t", (p.mrn, "MRN"), "\t", (p.acct, "ACCOUNT"), "\t",
                (att.last.upper() + ", " + att.first.upper(), "DOCTOR"), "\t", dt(rng, adm, "iso"), "\t", dx,
                "\t", rng.choice(C.CODE), "\t", rng.choice(C.RHYTHMS), "\t", note, "\n")
    d.t("\n")
    if rng.random() < 0.7:
        d.t("PENDING ADMITS:\n")
        for _ in range(rng.randint(1, 3)):
            p = new_patient(rng, ctx)
            d.t("  - ", pname(rng, p, rng.choice(["LAST_FIRST", "title", "full"])), ", ", age_expr(rng, p, "compact"),
                ", ", rng.choice(["ED bed ", "ED hall ", "PACU bay ", "CPU "]), (str(rng.randint(1, 40)), "LOCATION_OTHER"),
                " - ", rng.choice(C.DX)[0], ", bed ", (room(rng, base), "LOCATION_OTHER"), " assigned\n")
    if rng.random() < 0.5:
        d.t("Transfers out: ")
        p = new_patient(rng, ctx)
        d.t(pname(rng, p, rng.choice(["last", "LAST_FIRST"])), " to CCU (", rng.choice(["VT", "hypotension", "AF RVR on dilt"]),
            ")", rng.choice([", family aware", ""]), ".\n")
    if rng.random() < 0.5:
        d.t("Tele alarm log reviewed with ", dname(rng, new_staff(rng, "np"), rng.choice(["full_cred", "first"])),
            " - no missed events.\n")
    d.t("Unit fax ", (X.phone(rng, ctx.area), "FAX"), rng.choice(["  |  Printed by ", "  | printed: "]),
        (new_staff(rng, "clerk").user, "USERNAME"), "\n")
    d.t("*** CONFIDENTIAL - shred after shift ***\n")
    return d


# ---------------------------------------------------------------- step-down handover

def gen_handover(rng):
    ctx = new_ctx(rng)
    d = Doc()
    off, on = new_staff(rng, "rn"), new_staff(rng, "rn")
    d.t(rng.choice(["CSDU RN HANDOFF (I-PASS)", "Cardiac Step-Down Shift Report", "SBAR HANDOVER - PCU"]),
        " - ", (ctx.unit, "HOSPITAL"), "\n")
    shift_t = rng.choice(["0645", "1845", "1900", "0700"])
    d.t(dt(rng, ctx.date, rng.choice(["dow_md", "mdy", "dow_mdy", "md"])), " ", shift_t,
        "  Off-going: ", dname(rng, off, rng.choice(["full_cred", "first", "first_li"])), " -> On-coming: ",
        dname(rng, on, rng.choice(["full_cred", "first", "first_li"])), "\n\n")
    for k in range(rng.randint(2, 4)):
        p = new_patient(rng, ctx)
        att = new_staff(rng, "md")
        bed = (room(rng), "LOCATION_OTHER")
        dx = rng.choice(C.DX)[0]
        ipass = rng.random() < 0.5
        d.t(rng.choice(["BED ", "Rm ", "Bed "]), bed, " | ", pname(rng, p, rng.choice(["LAST_FIRST", "last_first", "full"])),
            " | ", age_expr(rng, p, rng.choice(["compact", "yo", "slash"])), " | MRN ", (p.mrn, "MRN"), " | ",
            dname(rng, att, "dr_last"), "\n")
        if ipass:
            d.t("I: ", rng.choice(["Stable", "Watcher", "Watcher - soft BP", "Unstable"]), "\n")
            d.t("P: ", age_expr(rng, p, "year_old"), " ", dx, ", HD#", str(rng.randint(1, 8)), ". ")
            if rng.random() < 0.5:
                d.t("Hx ", rng.choice(C.PSH), ". ")
            d.t("Tele: ", rng.choice(C.RHYTHMS), ".\n")
            d.t("   Drips: ", rng.choice(C.DRIPS), ". VS: ", C.vitals(rng), ".\n")
            d.t("A: ", rng.choice(["AM labs", "K/Mg rplc", "repeat trop 0200", "daily wt before 0600",
                                   "check TR band site", "hold metoprolol if SBP<95"]), "; ",
                rng.choice(["strict I/O", "NPO after MN for TEE/DCCV", "ambulate x3", "fall precautions"]), "\n")
            d.t("S: if ", rng.choice(["HR >130 call", "SBP <90 call", "chest pain -> ECG + page"]), " ",
                dname(rng, new_staff(rng, rng.choice(["np", "fellow", "pa"])), rng.choice(["full_cred", "dr_last", "first"])),
                " pgr ", (X.pager(rng), "PHONE"), "\n")
        else:
            d.t("S: ", pname(rng, p, "title"), " admitted ", dt(rng, X.shift(ctx.date, -rng.randint(1, 6)), "short"),
                " w/ ", dx, ". ", rng.choice(["Uneventful shift.", "Had 8-beat run NSVT at 0312, asymptomatic.",
                                                "Converted to SR on amio.", "Desat to 86% overnight, 2L NC.",
                                                "c/o chest pressure 4/10 - ECG unchanged, resolved w/ NTG x1."]), "\n")
            d.t("B: PMH ", ", ".join(rng.sample(C.PMH, 3)), ". ", rng.choice(C.PSH), " (",
                dt(rng, X.shift(ctx.date, -rng.randint(400, 4000)), rng.choice(["year", "mon_year", "mmyyyy"])), ").\n")
            d.t("A: ", C.vitals(rng), ". ", rng.choice(C.EXAM), ". Labs: ", C.labs(rng), ".\n")
            d.t("R: ", rng.choice(["f/u echo", "cards to see in AM", "PT eval", "d/c planning w/ CM",
                                   "convert to PO diuretic"]), ".\n")
        r = rng.random()
        if r < 0.55:
            f = p.fam[0]
            d.t("Family: ", f.rel, " ", fname(rng, f), rng.choice([" (HCP) ", " - ", " "]),
                (f.phone, "PHONE"), rng.choice(["", ", prefers calls after 5", ", updated at 1800"]), "\n")
        elif r < 0.7:
            d.t("Lives ", rng.choice(["alone", "with spouse", "at"]), " ")
            if d.buf[-2].endswith("at"):
                d.t((rng.choice(P.CARE_HOMES), "HOSPITAL"))
            else:
                d.t("in ", (p.city, "CITY"))
            d.t("; ", "retired " if p.retired else "works as ", (p.prof, "PROFESSION"), ".\n")
        elif r < 0.8:
            d.t("Valuables: wallet/phone w/ security, car keys; ", rng.choice(["vehicle", "car"]), " in garage P2, plate ",
                (X.plate(rng), "VEHICLE"), ".\n")
        d.t("\n")
    if rng.random() < 0.4:
        d.t("Charge aware. Rapid response called x0 this shift. Unit ", (X.phone(rng, ctx.area, "local"), "PHONE"), "\n")
    d.t("Report given at bedside ", "%02d%02d" % (int(shift_t[:2]), rng.randint(5, 40)), " - ", dname(rng, off, rng.choice(["initials", "first_li", "full"])), "\n")
    return d


# ---------------------------------------------------------------- chest pain unit tracking

def gen_cpu(rng):
    ctx = new_ctx(rng)
    d = Doc()
    layout = rng.choice(["space", "pipe", "bullets"])
    md = new_staff(rng, rng.choice(["md", "np", "pa"]))
    d.t("CHEST PAIN UNIT - TRACKING BOARD   ", hosp(rng, ctx), "\nPrinted ", dt(rng, ctx.date, rng.choice(["mdy", "mdy2", "dow_md"])),
        " ", X.ftime(rng, "colon"), "   Provider: ", dname(rng, md, rng.choice(["full_cred", "dr_last"])),
        "   Obs RN: ", dname(rng, new_staff(rng, "rn"), rng.choice(["first", "full"])), "\n\n")
    n = rng.randint(6, 12)
    rns = [new_staff(rng, "rn") for _ in range(3)]
    if layout == "space":
        cols = [("Bed", 8), ("Patient", 24), ("Age", 5), ("Sx", 4), ("Arr", 7), ("HEART", 7), ("Trop 0/3h", 12),
                ("ECG", 16), ("Next", 20), ("RN", 10), ("Dispo", 0)]
        d.t("".join(c.ljust(w) if w else c for c, w in cols), "\n", "-" * 132, "\n")
    elif layout == "pipe":
        d.t("Bed|Patient|Age|Sex|MRN|Arrived|HEART|hsTn 0h/3h|Plan|RN|Dispo\n")
    for i in range(n):
        p = new_patient(rng, ctx, age=rng.randint(24, 91))
        bed = ("CPU-%d" % (i + 1) if rng.random() < 0.6 else "%d" % rng.randint(1, 24), "LOCATION_OTHER")
        hs = C.heart_score(rng)
        t0, t3 = rng.randint(3, 60), rng.randint(3, 90)
        trop = "%d/%d" % (t0, t3)
        nxt = rng.choice(["CCTA 1300", "stress echo", "NM stress (regadenoson)", "ETT Bruce", "repeat trop 6h",
                          "cards consult", "echo", "none - d/c", "serial ECG"])
        dispo = rng.choice(["pending", "home", "obs -> tele", "admit cards", "cath lab", "AMA"])
        rn = rng.choice(rns)
        if layout == "space":
            d.cell(bed, 8)
            d.cell(pname(rng, p, rng.choice(["LAST_FIRST", "last_first", "first_li"])), 24)
            d.cell((str(p.age), "AGE"), 5)
            d.cell(p.sex, 4)
            d.cell(X.ftime(rng, "mil"), 7)
            d.cell(str(hs), 7)
            d.cell(trop, 12)
            d.cell(rng.choice(["NSR no STD", "TWI III/aVF", "LBBB (old)", "NSR", "1mm STD V4-6", "AF 90s"]), 16)
            d.cell(nxt, 20)
            d.cell(dname(rng, rn, "first"), 10)
            d.t(dispo, "\n")
        elif layout == "pipe":
            d.t(bed, "|", pname(rng, p, rng.choice(["last_first", "LAST_FIRST"])), "|", (str(p.age), "AGE"), "|",
                p.sex, "|", (p.mrn, "MRN"), "|", X.ftime(rng, "colon"), "|", str(hs), "|", trop, "|", nxt, "|",
                dname(rng, rn, rng.choice(["first", "initials"])), "|", dispo, "\n")
        else:
            d.t("* ", bed, " ", pname(rng, p, rng.choice(["full", "LAST_FIRST", "title"])), " ", age_expr(rng, p, rng.choice(["compact", "yo", "slash"])),
                " - arr ", X.ftime(rng), ", HEART ", str(hs), ", hsTnI ", trop, " ng/L, ", nxt, "; RN ",
                dname(rng, rn, "first"), "\n")
        r = rng.random()
        if r < 0.12:
            d.t("    > car in ED lot, plate ", (X.plate(rng), "VEHICLE"), " - security notified\n")
        elif r < 0.22:
            d.t("    > ", rng.choice(["collapsed at ", "CP started at ", "EMS from "]), (rng.choice(P.LANDMARKS), "LOCATION_OTHER"), "\n")
        elif r < 0.3:
            f = p.fam[0]
            d.t("    > ride home: ", f.rel, " ", fname(rng, f), " ", (f.phone, "PHONE"), "\n")
        elif r < 0.36:
            d.t("    > PCP ", dname(rng, p.pcp, "dr_last"), " at ", (rng.choice(P.CLINICS), "HOSPITAL"),
                " - f/u appt ", dt(rng, X.shift(ctx.date, rng.randint(2, 10)), "short"), "\n")
        elif r < 0.42:
            d.t("    > ", rng.choice(["works night shift as ", "job: ", "occupation - "]), (p.prof, "PROFESSION"),
                rng.choice([", needs work note", ""]), "\n")
        elif r < 0.46:
            d.t("    > visiting from ", (p.country, "COUNTRY"), ", uninsured; fin counseling\n")
    d.t("\nLegend: HEART 0-3 low / 4-6 mod / 7-10 high. hs-TnI 99th pct 26 ng/L (M), 16 ng/L (F). Delta >=5 significant.\n")
    if rng.random() < 0.5:
        d.t("Board maintained by ", (new_staff(rng, "clerk").user, "USERNAME"), " - questions x",
            (X.phone(rng, ctx.area, "local"), "PHONE"), "\n")
    return d


# ---------------------------------------------------------------- cardiac surgery transfer

def gen_transfer(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx, age=rng.randint(44, 88))
    surg = new_staff(rng, "surg")
    writer = new_staff(rng, rng.choice(["np", "pa", "fellow"]))
    acc = new_staff(rng, rng.choice(["np", "md", "pa"]))
    op_date = X.shift(ctx.date, -rng.randint(1, 5))
    pod = (ctx.date - op_date).days
    op = rng.choice(["CABG x%d (LIMA-LAD, SVG-OM1, SVG-PDA)" % rng.randint(2, 5), "AVR (bioprosthetic)",
                     "MV repair (P2 resection, 32 mm band)", "CABG x3 + AVR", "Bentall procedure",
                     "MVR (mechanical)", "off-pump CABG x2", "AVR + root enlargement", "Maze + LAA clip"])
    d.t(rng.choice(["CVICU TRANSFER NOTE", "Cardiac Surgery - Transfer of Care", "CT Surgery Transfer Summary"]),
        "\n", hosp(rng, ctx), "  |  ", dt(rng, ctx.date), "\n\n")
    header_block(d, rng, ctx, p, ["name"] + rng.sample(["mrn", "dob", "acct", "agesex", "addr"], 3))
    d.t("From: CVICU bed ", (str(rng.randint(1, 20)), "LOCATION_OTHER"), "   To: ", (ctx.unit, "HOSPITAL"), " rm ",
        (room(rng), "LOCATION_OTHER"), "\n")
    d.t("Surgeon: ", dname(rng, surg, rng.choice(["dr_full", "full_cred"])), "   Accepting: ",
        dname(rng, acc, rng.choice(["full_cred", "dr_last"])), "\n\n")
    d.t("PROCEDURE: ", op, " on ", dt(rng, op_date), " (POD ", str(pod), "). CPB ", str(rng.randint(60, 190)),
        " min, XC ", str(rng.randint(40, 150)), " min.\n")
    if "AVR" in op or "MV" in op or "Bentall" in op:
        d.t("Implant: ", rng.choice(["Edwards Inspiris Resilia 23 mm", "Medtronic Avalus 25 mm", "St. Jude Regent 21 mm",
                                     "Carpentier-Edwards Physio II 32 mm ring", "On-X 25 mm"]), ", serial ",
            (X.digits(rng, 7), "DEVICE"), " - card given to pt.\n")
    d.t("\nHOSPITAL COURSE: ", age_expr(rng, p, rng.choice(["year_old", "yo"])), " with ",
        ", ".join(rng.sample(C.PMH, 3)), " admitted ", dt(rng, X.shift(op_date, -rng.randint(0, 4)), "short"),
        " with ", rng.choice(["NSTEMI, cath showing 3VD", "unstable angina, LM disease", "severe symptomatic AS",
                               "severe MR with flail P2", "MV endocarditis", "ascending aortic aneurysm 5.6 cm",
                               "syncope, critical AS", "STEMI s/p failed PCI"]), ". ")
    d.t(rng.choice(["Extubated POD 0 at 6 h.", "Extubated POD 1 after failed SBT.", "Fast-track, extubated in OR."]), " ",
        rng.choice(["Weaned off norepi POD 1.", "Post-op AF on POD 2 - amiodarone load, now SR.",
                    "Chest tubes removed POD 2.", "Transfused 2 u PRBC for Hgb 7.1.", "AKI, Cr peak 2.1, improving."]), "\n\n")
    d.t("LINES/DRAINS: ", rng.choice(["R IJ CVC removed", "L radial A-line removed", "PA cath out POD 1"]), "; ",
        rng.choice(["mediastinal CT x2 in place, 120 mL/8h", "CTs out", "Blake drain L pleural 60 mL/shift"]), "; ",
        rng.choice(["epicardial wires x2 A, x2 V - capped", "V-wires only, tested, capped", "pacing wires removed POD 3"]), ".\n")
    d.t("Pacing: ", rng.choice(["DDD 80 backup", "VVI 50 backup", "off, underlying SR 84"]), " via external box SN ",
        (X.device_sn(rng, "Medtronic"), "DEVICE"), ".\n") if rng.random() < 0.4 else None
    d.t("VS: ", C.vitals(rng), "\nLABS: ", C.labs(rng), "\n")
    d.t("MEDS: ", "; ".join(C.meds(rng, rng.randint(5, 9))), "\n\n")
    d.t("PLAN ON FLOOR:\n- ", rng.choice(["tele; AF precautions", "wean O2 to RA", "incentive spirometry q1h while awake"]),
        "\n- ", rng.choice(["diuresis to dry wt ", "pre-op wt "]), str(rng.randint(55, 130)), " kg\n- sternal precautions x 6 wk, no driving x 4 wk\n")
    d.t("- f/u ", dname(rng, surg, "dr_last"), " clinic ", dt(rng, X.shift(ctx.date, rng.randint(10, 30)), rng.choice(["short", "mdy"])),
        "; cardiac rehab referral to ", (rng.choice(P.REHAB_SITES), "HOSPITAL"), "\n")
    r = rng.random()
    if r < 0.7:
        f = p.fam[0]
        d.t("\nFAMILY: ", f.rel, " ", fname(rng, f, "full"), rng.choice([" (HCP)", " (POA)", ""]), ", ",
            (f.phone, "PHONE"), ". ", rng.choice(["Updated by surgeon today.", "Lives in " if True else ""]))
        if d.buf[-1] == "Lives in ":
            d.t((rng.choice(P.CITIES), "CITY"), ", ", (p.state[1], "STATE"), "; will stay locally.")
        d.t("\n")
    if rng.random() < 0.35:
        d.t("Social: ", rng.choice(["retired ", "works as ", "former "]), (p.prof, "PROFESSION"),
            rng.choice([" for ", " at "]), (p.employer, "ORGANIZATION"), ". Plans d/c home with VNA.\n")
    d.t("\n")
    sign_block(d, rng, ctx, writer)
    return d
