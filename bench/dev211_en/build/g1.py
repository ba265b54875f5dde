"""Genres: transfusion request & crossmatch, blood bank issue log, transfusion reaction report."""
import pools as PL
from common import age_phrase, fill
from parts import banner, location_items, staff_sig, registration

ABO = ["O POS"] * 7 + ["A POS"] * 6 + ["B POS"] * 2 + ["O NEG"] * 2 + ["A NEG", "AB POS", "B NEG"]
DX = ["upper GI bleed", "MDS, transfusion-dependent", "post-op anemia after TKA", "AML on induction",
      "beta-thalassemia major, chronic transfusion", "sickle cell disease, pre-op simple transfusion",
      "chemotherapy-induced anemia", "CKD with symptomatic anemia", "myelofibrosis", "ITP with active bleeding",
      "aplastic anemia", "cardiac surgery (CABG x3)", "postpartum hemorrhage", "lower GI bleed, diverticular",
      "multiple myeloma on daratumumab", "warm autoimmune hemolytic anemia", "liver transplant evaluation"]
PRODUCTS = [("LR RBC", "E0336V00"), ("AS-3 RBC, LR", "E0382V00"), ("Apheresis PLT, PAS", "E8340V00"),
            ("FP24 plasma", "E2555V00"), ("FFP", "E0701V00"), ("Cryo pool (5 donor)", "E3587V00"),
            ("Irradiated LR RBC", "E0402V00")]
SHORT = {"LR RBC": "RBC LR", "AS-3 RBC, LR": "RBC AS-3", "Apheresis PLT, PAS": "PLT apher", "FP24 plasma": "FP24",
         "FFP": "FFP", "Cryo pool (5 donor)": "CRYO pool", "Irradiated LR RBC": "RBC IRR"}
ANTIBODIES = ["anti-K", "anti-E", "anti-c", "anti-Fy(a)", "anti-Jk(a)", "anti-Jk(b)", "anti-S", "anti-M",
              "anti-C + anti-e", "warm autoantibody (pan-reactive)"]


def _hdr(ctx, n, title):
    r = ctx.rng
    n.ln((ctx.hosp if r.random() < 0.8 else ctx.hshort, "HOSPITAL"), " -- ",
         r.choice(["Transfusion Medicine Service", "Blood Bank", "Transfusion Service Laboratory",
                   "Laboratory Medicine - Blood Transfusion"]))
    if r.random() < 0.5:
        n.ln((ctx.hstreet, "STREET"), ", ", (ctx.city, "CITY"), ", ", (ctx.st, "STATE"), " ", (ctx.zip, "ZIP"),
             "   BB Tel ", ctx.phone(), "   Fax ", ctx.fax())
    n.ln(title)
    n.ln("=" * len(title))


def xm(ctx, n):
    r = ctx.rng
    tech, tech2, md, rn = ctx.staff("tech"), ctx.staff("tech"), ctx.staff("md"), ctx.staff("rn")
    _hdr(ctx, n, r.choice(["TRANSFUSION REQUEST AND CROSSMATCH RECORD", "BLOOD PRODUCT REQUEST / CROSSMATCH",
                           "TYPE & CROSSMATCH WORKSHEET"]))
    banner(ctx, n, loc=location_items(ctx))
    if r.random() < 0.45:
        n.ln("Positive patient ID: ", r.choice(["palm-vein scan", "fingerprint scan", "biometric wristband scan"]),
             " ID ", ctx.bioid(), " matched to armband at collection.")
    lab, hp = ctx.healthplan()
    if r.random() < 0.3:
        n.ln(lab, ": ", hp)
    n.ln()
    n.add("Requesting physician: Dr. ", (md.f(r.choice(["fl", "fil", "Lf"])), "DOCTOR"))
    if r.random() < 0.5:
        n.add(" (NPI ", ctx.npi(), ")" ) if ctx.us else n.add(" (", ctx.lic_label(), " ", ctx.lic(), ")")
    n.ln("   ", r.choice(["Pager ", "Pgr ", "Spectra ", "Ext "]), ctx.pager())
    pri = r.choice(["Routine", "ASAP", "STAT", "Pre-op", "Routine"])
    t0 = r.randint(0, 19 * 60)
    n.add("Requested: ", ctx.d(ctx.enc), " %02d:%02d" % divmod(t0, 60), "   Priority: ", pri)
    if pri == "Pre-op":
        n.add(" (OR booked ", ctx.d(ctx.days(r.randint(1, 5)), "wd_md"), ")")
    n.ln()
    prod, code = r.choice(PRODUCTS)
    q = r.choice([1, 1, 2, 2, 2, 3, 4]) if "RBC" in prod else r.choice([1, 1, 2])
    n.ln("Product requested: ", prod, " x ", str(q), r.choice([" unit(s)", " units", ""]))
    n.ln("Diagnosis / indication: ", r.choice(DX))
    hb = r.uniform(5.4, 8.4)
    n.ln("Pre-transfusion labs: Hb ", ctx.hb(hb), ", Plt ", ctx.plt(r.randint(8, 340)), ", INR ",
         "%.1f" % r.uniform(0.9, 2.4), ", fibrinogen ", "%.1f g/L" % r.uniform(1.0, 4.2) if not ctx.us else
         "%d mg/dL" % r.randint(110, 420))
    if r.random() < 0.35:
        n.ln("Special requirements: ", ", ".join(r.sample(["irradiated", "CMV-safe", "HbS-negative",
             "phenotype-matched (C, E, K neg)", "washed", "IgA-deficient plasma", "fresh (<7 days)"], 2)))
    n.ln()
    n.ln("SPECIMEN")
    acc = ctx.accession()
    coll = r.choice([ctx.staff("rn"), ctx.staff("tech")])
    t1 = t0 + r.randint(10, 60)
    t2 = t1 + r.randint(5, 40)
    t3 = t2 + r.randint(30, 90)
    n.ln("Accession: ", acc, "   Collected ", ctx.d(ctx.enc), " %02d:%02d by " % divmod(t1, 60),
         (coll.f(r.choice(["fl", "fil", "Lf"])), "DOCTOR"), " (", r.choice(["", "user ", "ID "]), (ctx.uname(coll), "USERNAME"),
         ")")
    n.ln("Received in BB at %02d:%02d" % divmod(t2, 60), ", labelling verified (2 identifiers)")
    n.ln()
    abo = r.choice(ABO)
    n.ln("RESULTS")
    n.ln("  ABO/Rh ........ ", abo, "   (2nd sample ", r.choice(["on file", "drawn", "not required - historical"]), ")")
    if r.random() < 0.6:
        n.ln("  Historical type: ", abo, " on ", ctx.d(ctx.days(-r.randint(30, 2400))), ", ",
             str(r.randint(1, 6)), " prior records")
    pos = r.random() < 0.3
    n.ln("  Antibody screen  ", "POSITIVE (SC I 2+, SC II 0, SC III 1+)" if pos else r.choice(["NEG", "Negative (2-cell, gel)", "neg x3 cells"]))
    if pos:
        ab = r.choice(ANTIBODIES)
        n.ln("  Antibody ID: ", ab, " identified; panel lot ", fill(r, "dddd-d"), "; ", r.choice(
            ["antigen-negative units required", "AHG crossmatch required", "sent to reference lab"]))
        if r.random() < 0.5:
            n.ln("  Reference lab: ", (r.choice(PL.SUPPLIERS), "ORGANIZATION"), " IRL, case ", ctx.idnum("IR\\L-dd-dddd"),
                 ", tel ", ctx.phone(ext=True))
    n.ln("  DAT (poly) ..... ", r.choice(["neg", "neg", "1+ (IgG+, C3-)", "not done"]))
    n.ln("  Crossmatch method: ", r.choice(["Electronic (EXM eligible)", "Immediate spin", "AHG (gel)", "IS + AHG"]))
    n.ln()
    n.ln("UNITS ASSIGNED")
    n.ln("Unit number          Component   Code       ABO/Rh   Expires        XM          Tech")
    for i in range(q if q < 5 else 4):
        dn = ctx.din()
        n.cell(dn, 21)
        n.cell(SHORT[prod], 12)
        n.cell(code, 11)
        n.cell(abo.split()[0] + " " + r.choice(["POS", "NEG"]) if "NEG" not in abo else abo, 9)
        n.cell(ctx.d(ctx.days(r.randint(4, 38))), 15)
        n.cell(r.choice(["Compatible", "Compat", "IS comp"]), 12)
        n.ln(((tech if i % 2 == 0 else tech2).f("INI"), "DOCTOR"))
    n.ln()
    if r.random() < 0.6:
        n.ln("Consent for transfusion signed ", ctx.d(ctx.enc), "; witnessed by ", (rn.f(r.choice(["fl", "fil"])), "DOCTOR"),
             ", ", rn.cred, ".")
    if r.random() < 0.4:
        n.ln("Called results to ", (rn.f(r.choice(["fl", "f"])), "DOCTOR"), " RN at ", ctx.phone(ext=True), " -- read back OK.")
    n.add("Performed by: ", (tech.f("fl"), "DOCTOR"), ", ", tech.cred, " [", (ctx.uname(tech), "USERNAME"), "]")
    n.ln("   ", ctx.d(ctx.enc), " %02d:%02d" % divmod(t3, 60))
    n.ln("Verified by: ", (tech2.f(r.choice(["fl", "fil"])), "DOCTOR"), ", ", tech2.cred,
         *(["  from workstation ", ctx.ip()] if r.random() < 0.4 else []))


def issue_log(ctx, n):
    r = ctx.rng
    _hdr(ctx, n, r.choice(["BLOOD COMPONENT ISSUE LOG", "ISSUE / RETURN LOG - BLOOD BANK", "DAILY ISSUE REGISTER"]))
    shift = r.choice(["Day (0700-1500)", "Evening (1500-2300)", "Night (2300-0700)"])
    n.ln("Date: ", ctx.d(ctx.enc, r.choice([None, "wd_long"])), "    Shift: ", shift)
    sup = ctx.staff("tech")
    n.ln("Printed by: ", (ctx.uname(sup), "USERNAME"), " at %02d:%02d  WS " % (r.randint(0, 23), r.randint(0, 59)),
         r.choice(["BBISS-2", "BB-03", "TMS-ISSUE"]), " (", ctx.ip(), ")")
    n.ln("-" * 96)
    n.ln("Time   Patient                 MRN          Loc           Unit #               Comp   ABO   Issued to            By")
    m = r.randint(5, 9)
    t = r.randint(0, 300)
    for i in range(m):
        t += r.randint(12, 95)
        p = ctx.person()
        mrn = fill(r, ctx.mrn_pat)
        hh, mm = divmod((t + (7 * 60 if "Day" in shift else 15 * 60 if "Even" in shift else 23 * 60)) % 1440, 60)
        n.add("%02d%02d   " % (hh, mm))
        n.cell((p.f(r.choice(["LF", "Lf", "LFM"])), "PATIENT"), 24)
        n.cell((mrn, "MRN"), 13)
        k = r.randint(0, 3)
        if k == 0:
            w = r.choice(PL.WARDS)
            n.add((w, "HOSPITAL"), " ")
            n.cell((str(r.randint(1, 40)), "LOCATION_OTHER"), 13 - len(w) - 1)
        elif k == 1:
            u = r.choice(["ICU", "ED", "OR", "L&D", "IR"])
            n.add(u, " ")
            n.cell((str(r.randint(1, 24)), "LOCATION_OTHER"), 13 - len(u) - 1)
        elif k == 2:
            n.add("Rm ")
            n.cell(("%d%s" % (r.randint(2, 9) * 100 + r.randint(1, 40), r.choice(["", "A", "B"])), "LOCATION_OTHER"), 11)
        else:
            n.add("Chair ")
            n.cell((str(r.randint(1, 18)), "LOCATION_OTHER"), 8)
        comp = r.choice(["RBC", "RBC", "PLT", "FP", "CRYO", "RBC-IRR", "FFP"])
        who = ctx.staff(r.choice(["rn", "tech"]))
        n.cell(ctx.din(), 21)
        n.cell(comp, 7)
        n.cell(r.choice(ABO).replace(" ", ""), 6)
        wn = who.f(r.choice(["fl", "fil", "Lf"]))
        suf = r.choice([" RN", " (porter)", " RN", ""])
        n.add((wn, "DOCTOR"), suf, " " * max(1, 21 - len(wn) - len(suf)),
              (ctx.uname(ctx.staff("tech") if r.random() < 0.5 else sup), "USERNAME"))
        n.ln()
        if r.random() < 0.12:
            n.ln("       note: bedside ID via ", r.choice(["palm-vein", "fingerprint"]), " scan ", ctx.bioid(), " - match")
        elif r.random() < 0.25:
            n.ln("       note: ", r.choice([
                "visual insp OK, seg attached", "2nd unit held at bedside request - refused, returned to fridge",
                "emergency release, uncrossmatched, physician signature pending",
                "irradiated per protocol", "pt on daratumumab - DTT-treated cells used"]))
    n.ln("-" * 96)
    n.ln("RETURNS")
    for i in range(r.randint(1, 3)):
        n.ln("  ", ctx.din(), " returned %02d:%02d, " % (r.randint(0, 23), r.randint(0, 59)),
             "temp indicator ", r.choice(["intact", "intact", "TRIPPED"]), ", ",
             r.choice(["re-entered into inventory", "discarded (>30 min out of storage)", "quarantined for QA review"]))
    if r.random() < 0.7:
        n.ln()
        n.ln("INTERFACILITY SHIPMENT")
        dest = r.choice(PL.US_HOSPITALS if ctx.us else PL.CA_HOSPITALS)[0]
        cour = ctx.person()
        n.ln("  ", str(r.randint(2, 8)), " x ", r.choice(["O NEG RBC", "AB plasma", "Apheresis PLT", "Group O LTOWB"]),
             " shipped to ", (dest, "HOSPITAL"), " via courier ", (cour.f(r.choice(["fl", "fil"])), "DOCTOR"),
             ", vehicle plate ", ctx.plate(), ".")
        n.ln("  Shipping container SN ", ctx.serial("SC-"), "; data logger ", ctx.serial(), "; packed ",
             "%02d:%02d, " % (r.randint(0, 23), r.randint(0, 59)), "waybill ", ctx.idnum("WB-dddddd"), ".")
    if r.random() < 0.5:
        n.ln()
        n.ln("Fridge ", r.choice(["BB-R2", "RF-1", "Main RBC"]), " alarm check ", "%.1f C" % r.uniform(2.1, 5.8),
             " - within range. Recorder ", ctx.serial(), ".")
    n.ln()
    n.add("Reviewed: ", (sup.f(r.choice(["fl", "fil"])), "DOCTOR"), ", ", sup.cred, "  ")
    n.ln(ctx.d(ctx.days(r.choice([0, 1]))))


RXN = [
    ("Febrile non-hemolytic transfusion reaction (FNHTR)", "fever"),
    ("Allergic reaction, mild (urticaria)", "hives"),
    ("Transfusion-associated circulatory overload (TACO)", "dyspnea"),
    ("Possible TRALI - referred to supplier", "dyspnea"),
    ("Anaphylactic reaction", "hypotension"),
    ("Delayed serologic/hemolytic transfusion reaction", "jaundice"),
    ("Hypotensive transfusion reaction", "hypotension"),
    ("No reaction - symptoms attributed to underlying condition", "fever"),
]


def reaction(ctx, n):
    r = ctx.rng
    rn, md, tm, tech = ctx.staff("rn"), ctx.staff("md"), ctx.staff("md"), ctx.staff("tech")
    _hdr(ctx, n, r.choice(["TRANSFUSION REACTION INVESTIGATION REPORT", "SUSPECTED TRANSFUSION REACTION",
                           "ADVERSE TRANSFUSION EVENT REPORT"]))
    yy = ctx.enc.year
    n.ln("Case #: ", ctx.idnum("TRX-%d-0dd" % yy), "    Report date: ", ctx.d(ctx.days(r.randint(0, 3))))
    banner(ctx, n, loc=location_items(ctx))
    n.ln("Dx: ", r.choice(DX))
    n.ln()
    n.add("Reported by: ", (rn.f(r.choice(["fl", "fil"])), "DOCTOR"), ", ", rn.cred, ", ext ")
    n.ln(ctx.pager(), "  on ", ctx.d(ctx.enc), " at %02d:%02d" % (r.randint(0, 23), r.randint(0, 59)))
    prod, code = r.choice(PRODUCTS)
    vol = r.choice([40, 60, 85, 120, 150, 200, 250])
    n.ln("Component: ", prod, " (", code, ")  Unit ", ctx.din(), "  ", r.choice(ABO))
    n.ln("Transfusion started %02d:%02d; reaction noted ~%d min in; approx %d mL of %d mL infused." % (
        r.randint(0, 23), r.randint(0, 59), r.randint(5, 140), vol, r.choice([280, 300, 320, 250, 210])))
    dxr, sym = r.choice(RXN)
    n.ln()
    n.ln("VITALS          Pre        Reaction    +1 h")
    tc = r.uniform(36.4, 37.2)
    n.ln("Temp            %-10s %-11s %s" % (ctx.temp(tc), ctx.temp(tc + (r.uniform(1.1, 2.1) if sym == "fever" else 0.2)),
                                             ctx.temp(tc + 0.3)))
    n.ln("HR              %-10d %-11d %d" % (r.randint(68, 96), r.randint(96, 132), r.randint(76, 104)))
    if sym == "hypotension":
        bpr = "%d/%d" % (r.randint(68, 86), r.randint(34, 50))
    elif sym == "dyspnea":
        bpr = "%d/%d" % (r.randint(158, 196), r.randint(84, 104))
    else:
        bpr = "%d/%d" % (r.randint(104, 150), r.randint(58, 90))
    n.ln("BP              %-10s %-11s %s" % ("%d/%d" % (r.randint(112, 148), r.randint(60, 88)), bpr,
                                             "%d/%d" % (r.randint(100, 140), r.randint(58, 84))))
    n.ln("RR              %-10d %-11d %d" % (r.randint(14, 18), r.randint(18, 32), r.randint(16, 22)))
    n.ln("SpO2            %-10s %-11s %s" % ("%d%%" % r.randint(95, 99), "%d%%" % r.randint(84, 97),
                                             "%d%% on %s" % (r.randint(92, 99), r.choice(["RA", "2L NP", "4L NC"]))))
    n.ln()
    n.ln("Signs/symptoms: ", ", ".join(r.sample(["fever", "chills/rigors", "urticaria", "pruritus", "dyspnea",
                                                 "hypoxemia", "hypertension", "back pain", "flushing", "nausea",
                                                 "anxiety", "wheeze"], r.randint(2, 4))))
    n.add("Actions: transfusion stopped, line kept open with NS; ", r.choice([
        "acetaminophen 650 mg PO", "diphenhydramine 25 mg IV", "furosemide 40 mg IV", "epinephrine 0.5 mg IM",
        "hydrocortisone 100 mg IV"]), "; Dr. ", (md.f(r.choice(["l", "fl"])), "DOCTOR"), " notified at ")
    n.ln("%02d:%02d." % (r.randint(0, 23), r.randint(0, 59)), " Bag + tubing returned to BB.")
    n.ln()
    n.ln("LABORATORY INVESTIGATION (", (tech.f("fl"), "DOCTOR"), ", ", tech.cred, ")")
    n.ln("  Clerical check ............ no discrepancy (patient ", ctx.P(r.choice(["LF", "fl", "ini"])), ", unit and tag concordant)")
    n.ln("  Post-rxn specimen ......... ", ctx.accession())
    n.ln("  Repeat ABO/Rh ............. concordant")
    n.ln("  DAT post .................. ", r.choice(["neg", "neg", "IgG 1+ (pre neg)", "C3 w+"]))
    n.ln("  Visual hemolysis .......... ", r.choice(["none", "none", "slight"]))
    n.ln("  Bilirubin ................. ", ctx.bili(r.uniform(0.4, 3.8)), "   LDH ", str(r.randint(160, 980)), " U/L")
    if sym in ("dyspnea",):
        n.ln("  NT-proBNP ................. ", str(r.randint(180, 9800)), " pg/mL;  CXR: ", r.choice(
            ["bilateral infiltrates", "vascular congestion, small effusions", "new bilateral opacities"]))
    n.ln("  Bag culture ............... ", r.choice(["no growth at 5 days", "pending", "no growth at 48 h"]))
    n.ln()
    n.ln("Interpretation: ", dxr, ". Severity: ", r.choice(["non-severe", "severe", "life-threatening"]),
         ". Imputability: ", r.choice(["definite", "probable", "possible", "doubtful"]), ".")
    if "TRALI" in dxr or r.random() < 0.35:
        org = r.choice(PL.SUPPLIERS)
        n.ln("Reported to ", (org, "ORGANIZATION"), " (case ", ctx.idnum("HV-dddddd"), ") and entered in hemovigilance portal ",
             ctx.url("/hemovigilance/report"), ".")
    if r.random() < 0.4:
        n.ln("Previous reactions: ", r.choice(["FNHTR", "urticaria", "none documented"]), " on ",
             ctx.d(ctx.days(-r.randint(40, 900))), " at ", (r.choice(PL.US_HOSPITALS if ctx.us else PL.CA_HOSPITALS)[0], "HOSPITAL"), ".")
    n.ln("Recommendation: ", r.choice([
        "no special requirements; premedication not routinely indicated.",
        "slow infusion rate (1 mL/kg/h), consider diuretic between units.",
        "washed cellular components; IgA level sent.",
        "provide antigen-negative units for future transfusion; antibody card issued.",
        "continue transfusion support as clinically indicated."]))
    n.ln()
    staff_sig(ctx, n, tm, date=ctx.days(r.randint(1, 4)), lead="Transfusion Medicine physician: ")
    if r.random() < 0.5:
        n.ln("Licence ", ctx.lic(), "   Tel ", ctx.phone(), "   ", ctx.email(tm))


GENRES = {
    "transfusion_request_crossmatch": (xm, 18, 92),
    "blood_bank_issue_log": (issue_log, 18, 90),
    "transfusion_reaction_report": (reaction, 16, 95),
}
