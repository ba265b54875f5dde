"""Genres: line infection review, port access log, district nurse handover."""

import clinical as K
import blocks as B
from case import Case


def line_infection_review(n, case):
    r, loc = case.r, case.loc
    yr = case.base.year
    org = r.choice(K.ORGANISMS)
    line = r.choice(["PICC", "PICC", "midline", "implanted port", "tunnelled Hickman line",
                     "non-tunnelled CVC (R IJ)"])
    ins = -r.randrange(6, 60)
    idc = case.clin("id", "id")
    ipc = case.clin("ipc", "ipc")
    vat = case.clin("vat", "vat")
    inserter = case.clin("vat", "ins")
    ttp_p = r.randrange(9, 30) + r.randrange(10) / 10.0
    dtp = r.choice([0.5, 1.2, 2.0, 2.5, 3.1, 4.0])
    ttp_l = max(5.0, ttp_p - dtp)
    layout = r.randrange(3)
    if layout == 0:
        B.hosp_header(n, case, r.choice(["Infection Prevention & Control", "IPC Team",
                                         "Infection Prevention Service"]))
        n.line(r.choice(["LINE INFECTION REVIEW", "CLABSI / CRBSI CASE REVIEW",
                         "Catheter-related bloodstream infection - post-infection review"]))
        n.line("Case ref: ", ("IDNUM", loc.idnum("incident", yr)), "    Review date: ", case.d(r.randrange(3, 15)))
        n.blank()
        B.pid_lines(n, case, extras=["acct"] if r.random() < 0.4 else [])
        n.line("Ward at onset: ", B.bed_p(case))
        n.line("Consultant: Dr ", case.clin("doctor", "cons").full("DOCTOR"))
        n.blank()
        n.line("DEVICE")
        n.line("  Type: ", line, " (", r.choice(K.MODELS), ")    Site: ", r.choice(["R", "L"]), " ",
               r.choice(["basilic", "brachial"]) if line in ("PICC", "midline") else
               r.choice(["chest wall", "IJ", "subclavian"]))
        n.line("  Inserted: ", case.d(ins), " by ", inserter.full("DOCTOR"), " at ",
               ("HOSPITAL", r.choice([case.hosp, case.hosp_b])))
        n.line("  Lot: ", ("DEVICE", loc.device_id("lot")), "    Line day at onset: ", str(-ins))
        n.line("  Last dressing change documented: ", case.d(-r.randrange(2, 14), "dm"),
               r.choice(["", " (overdue)", " - not documented since insertion"]))
        n.blank()
        n.line("PRESENTATION")
        n.fl("Rigors {w} after flush on {d}. Obs: {o}. {x}", w=r.choice(["within 10 min",
             "approx 30 min", "immediately"]), d=case.d(0, "dm"), o=K.obs(r),
             x=r.choice(["Site clean.", "Erythema 1 cm around exit site, no pus.",
                         "Tenderness along tunnel tract.", "VIP score 2."]))
        n.line("Bloods: ", ", ".join(K.labs(r, case.c == "US")))
        n.blank()
        n.line("MICROBIOLOGY")
        n.line("  Peripheral BC  ", ("IDNUM", loc.idnum("specimen", yr)), "  TTP %.1f h" % ttp_p)
        n.line("  Line BC        ", ("IDNUM", loc.idnum("specimen", yr)), "  TTP %.1f h" % ttp_l)
        n.line("  DTP %.1f h (%s)" % (dtp, "supports CRBSI" if dtp >= 2 else "< 2 h, equivocal"))
        n.line("  Organism: ", org)
        if r.random() < 0.6:
            n.line("  Tip culture ", ("IDNUM", loc.idnum("specimen", yr)), ": ",
                   r.choice([">15 cfu (semi-quantitative roll-plate), same organism",
                             "no growth", "<15 cfu - contaminant likely"]))
        n.blank()
        n.line("ASSESSMENT")
        n.line("  ", r.choice(["Meets surveillance definition for CLABSI (LCBI-1).",
                               "CRBSI confirmed (DTP >= 2 h, same organism).",
                               "Secondary BSI - urinary source more likely; not line-attributable.",
                               "Probable CRBSI; no alternative source identified."]))
        n.line("MANAGEMENT")
        n.line("  Line removed ", case.d(r.randrange(0, 3), "dm"), " by ", vat.init_last("DOCTOR"),
               r.choice(["", "; new PICC deferred until cultures negative 48 h"]))
        n.line("  Antimicrobial: ", r.choice(K.ABX), " - ", r.choice(["14 days from first negative culture",
                                                                    "4-6 weeks (S. aureus)", "10-14 days"]))
        n.line("  Echo: ", r.choice(["TTE ", "TOE "]), case.d(r.randrange(1, 6), "dm"), " - ",
               r.choice(["no vegetation", "small vegetation on mitral valve", "pending"]))
        n.line("CONTRIBUTING FACTORS")
        for cf in r.sample(["Needle-free connector not changed for 14 days",
                            "No scrub-the-hub documented for 3 accesses",
                            "Dressing lifting, photographed by DN", "Line used for blood sampling x6/day",
                            "Patient showering without sleeve", "Agency staff unfamiliar with ANTT",
                            "Extended dwell beyond therapy end - line not removed"], r.randrange(1, 4)):
            n.line("  - ", cf)
        n.blank()
        n.line("Family: ", r.choice(["discussed with ", "duty of candour call to "]),
               case.fam_ref(0, "full"), " on ", case.d(r.randrange(1, 5)), ".")
        n.blank()
        n.line("Reviewed by: ", idc.sig(), " (", idc.role, "); ", ipc.full("DOCTOR"), ", ",
               ipc.role, "; ", vat.full("DOCTOR"), " (VAT)")
        if r.random() < 0.5:
            n.line("Reported to: ", r.choice(["NHSN", "UKHSA mandatory surveillance",
                                              "HPSC", "state surveillance program"]),
                   "  ref ", ("IDNUM", loc.idnum("regulator", yr)))
    elif layout == 1:
        n.line(r.choice(["ID CONSULT", "Infectious Diseases - Consult Note",
                         "Inpatient ID review"]), " - ", case.d(0, "wk" if r.random() < 0.5 else None))
        n.line(case.pname("LF"), "  ", case.age_p("sexage"), "  ", ("MRN", case.mrn), "  ", B.bed_p(case))
        n.line("Requesting: Dr ", case.clin("doctor", "cons").last_only("DOCTOR"), " (",
               r.choice(["Haem", "Oncology", "Gen Med", "Gastro", "Orthopaedics"]), ")")
        n.blank()
        n.fl("Reason: {o} in {k}/{k2} BC sets, ?line source. {He} has {aline} (inserted {d} "
             "by VAT, line day {ld}) for {ind}.", o=org, k=str(r.randrange(1, 3)), k2="2",
             He=case.he().capitalize(), aline=("an " if line[0] in "aeiou" else "a ") + line,
             d=case.d(ins, "dm"), ld=str(-ins),
             ind=K.pick_ind(r, case.pt.sex, case.age)[0])
        n.blank()
        n.fl("HPI: {p} reports fevers and rigors since {d}, worst about 20 min after the "
             "evening flush. {His} {fam} noticed {h} was \"shaking like a leaf\". No cough, no dysuria, "
             "no new rash. {j}", p=case.pt.titled("PATIENT"), d=case.d(-r.randrange(1, 4), "weekday"),
             fam=case.fam_ref(0, "first"), h=case.he(), His=case.his().capitalize(),
             j=r.choice(["", ["Works as " + case.an, ("PROFESSION", case.prof),
                              "; no animal exposure."],
                         ["Recent travel to ", ("COUNTRY", case.abroad()), " ",
                          case.d(-r.randrange(30, 120), "monyr"), "."]]))
        n.fl("Exam: {o}. NEWS2 {nw}. Exit site {s}. Arm: {a}. Murmur: {m}. {jo}", o=K.obs(r),
             nw=str(r.randrange(1, 9)), jo=r.choice(["No Janeway lesions or Osler nodes.",
                                                    "No splinter haemorrhages, no Roth spots on fundoscopy.",
                                                    "", "Kernig negative."]),
             s=r.choice(["clean, dressing intact", "erythema 2 cm, purulent ooze",
                         "mild tenderness"]), a=r.choice(["no swelling", "R arm swollen, +3 cm mid-arm circ"]),
             m=r.choice(["none", "soft ESM, known"]))
        n.fl("Labs: {l}.", l=", ".join(K.labs(r, case.c == "US")))
        n.fl("Micro: BC {s1} (periph) TTP {a} h; BC {s2} (line) TTP {b} h; DTP {c} h.",
             s1=("IDNUM", loc.idnum("specimen", yr)), s2=("IDNUM", loc.idnum("specimen", yr)),
             a="%.1f" % ttp_p, b="%.1f" % ttp_l, c="%.1f" % dtp)
        n.blank()
        n.line("Impression: ", r.choice(["probable CRBSI", "CLABSI", "possible CRBSI vs contaminant",
                                         "line-related S. aureus bacteraemia - complicated until proven otherwise"]))
        n.line("Recommendations:")
        for i, rec in enumerate(r.sample([
                "Remove line - do not salvage", "Send tip for culture",
                "Repeat BC x2 at 48 h", "Start " + r.choice(K.ABX), "TTE, low threshold for TOE",
                "Ophthalmology review (candidaemia)", "No new CVAD until BC negative x48 h",
                "Doppler R arm to exclude thrombosis", "Line lock not appropriate for this organism"], 5)):
            n.line("%d. %s" % (i + 1, rec))
        n.blank()
        n.line("Discussed with Dr ", case.clin("id", "boss").last_only("DOCTOR"), " (ID consultant). ",
               "Will follow.")
        n.line(idc.sig(), "  ", idc.role, "  pager ", ("PHONE", loc.phone("pager")))
    else:
        n.line("Line infection MDT - summary   ", case.d(r.randrange(5, 20), "long"))
        n.line("Attendees: ", idc.full("DOCTOR"), " (ID), ", ipc.full("DOCTOR"), " (IPC), ",
               vat.full("DOCTOR"), " (VAT), ", case.clin("ward_nurse", "nm").full("DOCTOR"),
               " (", case.clin("ward_nurse", "nm").role, ")")
        n.blank()
        n.line("| Item | Detail |")
        n.line("|---|---|")
        rows = [("Patient", [case.pname("full"), ", ", ("MRN", case.mrn)]),
                ("Age", [("AGE", str(case.age))]),
                ("Ward", [("HOSPITAL", case.ward), " @ ", ("HOSPITAL", case.hosp)]),
                ("Device", [line + ", inserted ", case.d(ins), " (", inserter.init_last("DOCTOR"), ")"]),
                ("Positive culture", [case.d(0), " - ", org]),
                ("Specimen", [("IDNUM", loc.idnum("specimen", yr))]),
                ("Incident ref", [("IDNUM", loc.idnum("incident", yr))]),
                ("Outcome", [r.choice(["line removed, 14/7 abx, recovered",
                                       "line removed; ICU admission 48 h; recovered",
                                       "line salvage attempted with lock, failed",
                                       "died - unrelated cause (per coroner)"])]),
                ("Attributable", [r.choice(["Yes", "No", "Indeterminate"])])]
        for k_, v in rows:
            n.line("| ", k_, " | ", v, " |")
        n.blank()
        n.line("Learning:")
        n.line("- ", r.choice(["Reinforce weekly NFC change on community visits",
                               "Remove idle lines: line unused for 9 days before infection",
                               "ANTT competency refresh for agency staff on ward"]))
        n.line("- Feedback to inserting team (", ("HOSPITAL", case.hosp_b), ") and DN team.")
        n.line("Minutes: ", case.newclin("clerk").full("DOCTOR"))


def port_access_log(n, case):
    r, loc = case.r, case.loc
    yr = case.base.year
    nurses = [case.clin(r.choice(["ward_nurse", "vat", "dn"]), "n%d" % i) for i in range(r.randrange(2, 5))]
    n.line(r.choice(["IMPLANTED PORT ACCESS RECORD", "Port Access & Maintenance Log",
                     "TIVAD access log", "PORT-A-CATH FLUSH & ACCESS CHART"]))
    B.hosp_header(n, case, r.choice(["Oncology Day Unit", "Haematology Day Ward",
                                     "Ambulatory Infusion Centre", "Chemotherapy Suite"]))
    n.line(case.pname("LFU"), "  DOB ", case.dob_p(), "  ", "MRN " if case.c != "NZ" else "NHI ",
           ("MRN", case.mrn))
    if r.random() < 0.5:
        n.line(case.nat_p(), "   Consultant: Dr ", case.clin("doctor", "onc").last_only("DOCTOR"))
    n.blank()
    n.line("Port: ", r.choice(K.PORT_MODELS), "   SN ", ("DEVICE", loc.device_id("serial")),
           r.choice(["", ["   Lot ", ("DEVICE", loc.device_id("lot"))]]))
    n.line("Inserted ", case.d(-r.randrange(30, 900)), " by Dr ",
           case.clin("surgeon", "surg").full("DOCTOR"), ", ", ("HOSPITAL", case.hosp_b),
           " - ", *(lambda sd: [sd, " chest, ", sd, " ", r.choice(["IJ", "subclavian", "IJ"])])(
               r.choice(["R", "L"])),
           " approach")
    n.line("Power injectable: ", r.choice(["YES (card seen)", "no", "YES - 5 mL/s max"]),
           "   Septum depth: ", r.choice(["shallow", "approx 1 cm", "deep (BMI 41) - 25 mm needle"]))
    n.blank()
    ncols = r.randrange(2)
    if ncols == 0:
        n.line("Date     | Time  | By   | Needle     | BR  | Flush            | Lock              | Comments")
    else:
        n.line("DATE, TIME, ACCESSED BY, HUBER, BLOOD RETURN, LOCK, NOTES")
    d = -r.randrange(40, 160)
    rows = r.randrange(5, 12)
    for i in range(rows):
        d += r.choice([1, 7, 14, 21, 28, 28])
        nu = r.choice(nurses)
        who = r.choice([nu.initials("DOCTOR", dots=False), nu.initials("DOCTOR", dots=False),
                        nu.init_last("DOCTOR"), ("USERNAME", nu.username())])
        needle = r.choice(["20G 19mm", "22G 19mm", "20G 25mm", "22G 15mm", "19G 25mm"])
        br = r.choice(["Y", "Y", "Y", "N", "sluggish"])
        flush = r.choice(["10mL NS", "20mL NS", "10mL NS x2", "10mL NS pulsatile"])
        lock = r.choice(["hep 100u/mL 5mL", "NS only", "hep 100u/mL 3mL", "taurolidine lock", "-"])
        com = r.choice(["", "", "monthly flush", "C3 FOLFOX", "C%d D1 chemo" % r.randrange(1, 9),
                        "bloods taken", "pt reports pain on access",
                        ["alteplase 2 mg dwell 60 min - BR restored"],
                        ["contrast CT via port - ", ("HOSPITAL", case.hosp_b)],
                        ["heparin from ADC, fingerprint ID ", ("BIOID", loc.bioid())],
                        ["accompanied by ", case.fam_ref(0, "first")], "site red - VAT informed",
                        "de-accessed, plaster", "needle left in situ for pump (46 h)"])
        if ncols == 0:
            n.line(case.td(d), " | ", K.time(r), " | ", who, " | ", needle, " | ", br, " | ",
                   flush, " | ", lock, " | ", com)
        else:
            n.line(case.td(d), ", ", K.time(r), ", ", who, ", ", needle, ", ", br, ", ", lock,
                   ", ", com)
    n.blank()
    n.line("Signature key:")
    for nu in nurses:
        n.line("  ", nu.initials("DOCTOR", dots=False), " = ", nu.full("DOCTOR"), ", ", nu.cred or "RN",
               r.choice(["", ["  (", ("USERNAME", nu.username()), ")"]]))
    n.blank()
    if r.random() < 0.5:
        n.line("Next due: ", case.td(d + 28), " (4-weekly flush if not in use)")
    if r.random() < 0.6:
        n.line("Printed by ", ("USERNAME", nurses[0].username()), " from workstation ",
               ("IPADDR", loc.ip()), " on ", case.d(d + 1, "iso"), " ", K.time_any(r))


def district_nurse_handover(n, case):
    r, loc = case.r, case.loc
    team = case.dn_team()
    if r.random() < 0.55:
        _dn_list(n, case, team)
    else:
        _dn_sbar(n, case, team)


def _dn_list(n, case, team):
    r, loc = case.r, case.loc
    staff = [case.clin("dn", "s%d" % i) for i in range(r.randrange(2, 4))]
    n.line(("HOSPITAL", team), " - ", r.choice(["evening handover", "HANDOVER", "weekend handover",
                                                 "IV caseload handover"]), " ",
           case.d(0, r.choice(["wk", "wklong", None])))
    n.line("On: ", [[s.first_only("DOCTOR"), ", "] for s in staff[:-1]], staff[-1].first_only("DOCTOR"),
           "   Coordinator: ", staff[0].full("DOCTOR"), "  mob ", ("PHONE", loc.phone("mobile")))
    if r.random() < 0.6:
        n.line("Lone worker: ", staff[1].init_last("DOCTOR"), " vehicle ", ("VEHICLE", loc.plate()),
               r.choice(["", " (pool car)", " - check in by 21:00"]))
    n.blank()
    pts = [case] + [Case(r, case.c, case.lower) for _ in range(r.randrange(1, 4))]
    for i, p in enumerate(pts):
        p.base = case.base
        ind, ther, dur = K.pick_ind(r, p.pt.sex, p.age)
        n.line("%d) " % (i + 1), p.pname(r.choice(["LF", "full", "titled"])), " (",
               ("AGE", str(p.age)), ") ", "- ", ("STREET", p.addr["street"]), ", ",
               ("CITY", p.addr["city"]), r.choice(["", [" ", ("ZIP", p.addr["zip"])]]))
        n.line("   ", r.choice(["PICC R arm", "PICC L arm", "midline L", "port R chest",
                                "Hickman"]), " - ", ther, ", day ", str(r.randrange(2, 30)),
               " of ", dur)
        n.line("   ", r.choice([
            ["Dressing + bung change due ", p.d(r.randrange(0, 3), "weekday"), ". Ext length 0 cm, arm circ stable."],
            ["Elastomeric connected 08:00 - ", p.fam_ref(0, "first"), " to disconnect at 08:00 tomorrow."],
            [K.typo(r, "Sluggish", "Slugish"), " flush today, no BR. If no better tomorrow call VAT ", ("PHONE", loc.phone("land")), "."],
            ["Temp 37.9 at visit, otherwise well. Advised to ring 24h line if > 38."],
            ["Key safe at side door. Dog - ask ", p.fam_ref(1, "first"), " to shut in kitchen."],
            ["Bloods (FBC, U&E, CRP, vanc trough) due ", p.d(1, "weekday"), " pre-dose."],
            ["Awaiting delivery from ", ("HOSPITAL", p.infusion_pharm()), " - confirmed for ",
             p.d(1, "dm"), "."]]))
        if r.random() < 0.4:
            n.line("   GP: ", ("HOSPITAL", p.practice), "  NOK ", p.fam_ref(0, "full"), " ",
                   ("PHONE", loc.phone("mobile")))
        if r.random() < 0.25:
            n.line("   ", p.prof_p(), " - ", r.choice(["wants visits before 08:30",
                                                    "back at work part-time", "nights, visit after 14:00"]))
        n.blank()
    n.line("Handed over by ", staff[0].full("DOCTOR"), " to ", staff[-1].full("DOCTOR"), " at ",
           r.choice(["16:45", "17:00", "20:30", "08:15"]))


def _dn_sbar(n, case, team):
    r, loc = case.r, case.loc
    ind, ther, dur = K.pick_ind(r, case.pt.sex, case.age)
    frm = case.clin(r.choice(["vat", "opat", "ward_nurse"]), "frm")
    to = case.clin("dn", "to")
    n.line(r.choice(["Hospital to community handover - IV therapy",
                     "DISCHARGE HANDOVER TO DISTRICT NURSES", "Referral to Community Nursing (IV)"]))
    n.line("To: ", ("HOSPITAL", team), "  attn ", to.full("DOCTOR"))
    n.line("From: ", frm.full("DOCTOR"), ", ", frm.role, ", ", ("HOSPITAL", case.hosp))
    n.line("Date: ", case.d(0), "   Tel: ", ("PHONE", loc.phone("land")),
           r.choice(["", ["   Fax: ", ("FAX", loc.fax())]]))
    n.blank()
    n.line("Patient: ", case.pname("full"), "   DOB ", case.dob_p(), "   ", case.nat_p()
           if case.c not in ("US", "SG") else ["MRN ", ("MRN", case.mrn)])
    n.line("Address: ", loc.addr_pieces(case.addr))
    n.line("Phone: ", case.phone_p(), "    NOK: ", case.fam_ref(0, "full"), " ", case.phone_p("mobile"))
    n.line("GP: Dr ", case.gp.last_only("DOCTOR"), ", ", ("HOSPITAL", case.practice))
    n.blank()
    n.line("S: ", case.age_p("yearold"), " ", "man" if case.pt.sex == "M" else "woman",
           " discharged ", case.d(0, "weekday"), " on ", ther, " for ", ind, ".")
    n.line("B: ", r.choice(["PICC", "midline", "PICC"]), " inserted ", case.d(-r.randrange(1, 9), "dm"),
           ", ", r.choice(["R", "L"]), " basilic, ", str(r.randrange(38, 50)), " cm, external 0 cm, "
           "arm circ ", str(r.randrange(24, 36)), " cm. Tip CAJ on CXR. Lot ",
           ("DEVICE", loc.device_id("lot")), ".")
    n.line("   PMH: ", r.choice(["T2DM, CKD 3a", "AF on apixaban", "COPD, ex-smoker 40 pack-years",
                                 "Down syndrome, lives with family", "RA on methotrexate (held)",
                                 "Parkinson's disease, falls"]))
    n.line("A: Afebrile, ", K.obs(r), ". Last dose ", K.time(r), " today. ", r.choice([
        "Independent with elastomeric disconnection.", ["Carer ", case.fam_ref(0, "first"),
                                                        " trained and signed off."],
        "Not self-caring - needs daily visit."]), r.choice(["", " " + K.typo(r, "Received", "Recieved", 0.1) +
                                                            " 7 days of consumables."]))
    n.line("R: ", r.choice(["Daily visit for dose + weekly dressing/NFC change.",
                            "Weekly line care only; OPAT clinic doing bloods.",
                            "Daily visit; weekly bloods incl. CRP, LFT, vanc level (send to lab)."]))
    n.line("   End date: ", case.d(r.randrange(10, 40)), " - please remove line at end of therapy "
           "or return to VAT.")
    if r.random() < 0.5:
        n.line("   Home infusion supplier: ", ("HOSPITAL", case.infusion_pharm()), " ",
               ("PHONE", loc.phone("toll" if case.c in ("US", "CA", "UK", "IE", "AU", "NZ") else "land")))
    if case.c in ("US", "CA", "IE") and r.random() < 0.35:
        n.line("   For home infusion intake / insurance verification: ", loc.ssn_label(), " ",
               ("SSN", loc.ssn()))
    if r.random() < 0.4:
        n.line("   Patient email for appointment letters: ", ("EMAIL", B.email_person(case, case.pt)))
    n.blank()
    n.line(frm.sig(), r.choice(["", ["  ", ("EMAIL", B.email_person(case, frm))]]))
