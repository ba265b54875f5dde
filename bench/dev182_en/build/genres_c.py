"""dev182 genres, part C: non-formulary request, recall notification log,
discharge counseling (meds-to-beds), PK dosing note, medication safety event."""
import pools
from core import pick, digits, letters, dr, sign_staff, pt_ref, fmt_date
from genres_a import labs
from genres_b import pt_header, article, med_list


# --------------------------------------------------------------------------- 9
def nonformulary(w, n):
    r = w.rng
    d = w.date
    pt = w.patient()
    md = w.staff("md")
    rph = w.staff("pharm")
    chair = w.staff("md")
    drug, alts, why = pick(r, pools.NF_DRUGS)
    us = w.country == "US"
    n.l(pick(r, ["NON-FORMULARY MEDICATION REQUEST", "Non-Formulary Drug Request Form", "NF REQUEST - P&T"]),
        "    Request #: ", ("IDNUM", "NFR-%d-%s" % (d.year, digits(r, 4))))
    n.l("Submitted: ", ("DATE", w.dfull(d)), " ", "%02d:%02d" % (r.randrange(24), r.randrange(60)),
        "   Urgency: ", pick(r, ["STAT (<2 h)", "Urgent (same day)", "Routine"]))
    if r.random() < 0.5:
        n.l("Submitted via ", ("URL", w.url(pick(r, ["forms/nonformulary", "pharmacy/nf-request", "pt/nfr"]))),
            " from ", ("IPADDR", w.ip()), " (user ", ("USERNAME", md.user(r)), ")")
    n.l("")
    n.l("REQUESTING PRESCRIBER")
    n.l("  Name: ", ("DOCTOR", md.form(pick(r, ["full", "lf"]))), ", ", md.cred, "   Service: ",
        pick(r, ["Hospital Medicine", "ID", "Neurology", "Oncology", "Nephrology", "Critical Care", "Hematology"]))
    n.l("  Pager: ", ("PHONE", w.internal()), "   Phone: ", ("PHONE", w.phone()), "   Email: ",
        ("EMAIL", w.email(md.first, md.last)))
    if r.random() < 0.6:
        n.l("  NPI: ", ("LICENSE", w.npi()) if us else ("LICENSE", w.license("md")),
            ["   DEA: ", ("LICENSE", w.dea(md.last))] if us and r.random() < 0.5 else "")
    n.l("")
    n.l("PATIENT")
    pt_header(w, n, pt)
    n.l("  Location: ", ("HOSPITAL", w.unit), ", room ", ("LOCATION_OTHER", w.room()))
    if us:
        n.l("  Coverage: ", ("ORGANIZATION", w.insurer()), ", member ", ("HEALTHPLAN", w.healthplan(pt)),
            ["; SSN on file ", ("SSN", w.ssn())] if r.random() < 0.45 else "")
    else:
        n.l("  Provincial plan # ", ("HEALTHPLAN", w.healthplan(pt)),
            ["; private: ", ("ORGANIZATION", w.insurer())] if r.random() < 0.4 else "")
    n.l("")
    n.l("DRUG REQUESTED: ", drug)
    dose, dur = pick(r, [("per protocol", "inpatient stay"), ("weight-based, see order", "14 days"),
                         ("x1 dose", "1 dose"), ("daily", "7 days"), ("per ID, see order", "6 weeks"),
                         ("q8h", "10-14 days"), ("once weekly", "2 doses")])
    n.l("  Dose/route/freq: ", dose, "   Expected duration: ", dur)
    n.l("  Formulary alternatives tried/considered: ", alts)
    n.l("  Clinical justification: ", why, ".")
    if r.random() < 0.3:
        n.l("  Patient's own supply available? ", pick(r, ["Yes - spouse to bring in", "No", "Yes (home specialty pharmacy)"]))
    n.l("  Est. cost: $", str(r.randint(2, 60) * 100), pick(r, ["/dose", " total", "/day"]))
    n.l("")
    n.l("PHARMACY REVIEW")
    n.l("  ", ("DOCTOR", rph.form("full")), ", ", rph.cred, " - ", pick(r, [
        "criteria met per restricted-use guideline", "recommend formulary alternative first",
        "meets ID approval criteria; discussed w/ ID on call", "approve x1 dose, re-evaluate"]))
    if r.random() < 0.5:
        n.l("  ID/Specialist approval: ", dr(w, w.staff("md")), " ", pick(r, ["by phone", "in EHR"]), " ",
            ("DATE", w.dshort(d)))
    n.l("")
    outcome = pick(r, ["APPROVED", "APPROVED - restricted", "DENIED - use formulary alternative", "APPROVED x1"])
    n.l("DECISION: ", outcome, "   by ", dr(w, chair), " (P&T chair designate) on ", ("DATE", w.dfull(w.days(r.randint(0, 2)))))
    n.l("Procurement: ", ["borrowed from ", ("HOSPITAL", pick(r, pools.US_HOSPITALS if us else pools.CA_HOSPITALS))]
        if r.random() < 0.4 else pick(r, ["wholesaler next-day", "special order", "in stock (restricted)"]),
        ". Buyer ", ("DOCTOR", w.staff("tech").form("full")), " ext ", ("PHONE", w.internal()))


# -------------------------------------------------------------------------- 10
def recall_log(w, n):
    r = w.rng
    d = w.date
    prod, why, cls = pick(r, pools.RECALLS)
    us = w.country == "US"
    coord = w.staff("pharm")
    tech = w.staff("tech")
    lot = "%s%s" % (letters(r, 2), digits(r, 5))
    n.l(pick(r, ["DRUG RECALL - PATIENT NOTIFICATION LOG", "Recall Patient Notification Tracking",
                 "RECALL OUTREACH LOG (patient level)"]))
    n.l("Product: ", prod, "   Lot(s): ", lot, pick(r, ["", ", " + letters(r, 2) + digits(r, 5)]), "   Class ", cls)
    n.l("Reason: ", why, ". Source: ", pick(r, ["FDA enforcement report", "manufacturer Dear Pharmacist letter",
                                                  "wholesaler recall notice"]) if us else
        pick(r, ["Health Canada recall notice", "manufacturer letter", "distributor notice"]))
    n.l("Dispensing site: ", ("HOSPITAL", pick(r, [w.hospital + " Outpatient Pharmacy", w.pharmacy()])),
        "   Coordinator: ", ("DOCTOR", coord.form("full")), ", ", coord.cred)
    n.l("Query run ", ("DATE", w.dfull(d)), " by ", ("USERNAME", tech.user(r)), "; ", str(r.randint(4, 9)),
        " pts dispensed affected lot.")
    n.l("")
    n.l(pick(r, ["#  | Patient | DOB | MRN | Phone | Rx# | Fill date | Attempts | Outcome | By",
                 "No. Patient               DOB         Phone            Rx#        Filled   Result"]))
    dst = w.dstyle()
    pts = []
    k = r.randint(4, 8)
    for i in range(k):
        pt = w.patient()
        pts.append(pt)
        fill = fmt_date(w.days(-r.randint(5, 120)), dst)
        att = r.randint(1, 3)
        res = pick(r, ["reached - returning product", "reached - exchanged", "VM left", "VM x2, letter mailed",
                       "no answer", "wrong number", "reached via family", "deceased per family"])
        by = pick(r, [coord, tech])
        n.l(str(i + 1), " | ", ("PATIENT", pt.form(pick(r, ["lf", "caps", "lf_mid"]))), " | ", ("DATE", w.dfull(pt.dob)),
            " | ", ("MRN", w.mrn()) if r.random() < 0.7 else "--", " | ", ("PHONE", w.phone(ext=False)), " | ",
            ("IDNUM", digits(r, 7)), " | ", ("DATE", fill), " | ", str(att), " | ", res,
            " | ", ("DOCTOR", by.form("init")))
    n.l("")
    n.l("Notes:")
    kinds = list(range(7))
    r.shuffle(kinds)
    for pt, s in zip(pts[: r.randint(2, min(5, len(pts)))], kinds):
        if s == 0:
            n.l("- ", ("PATIENT", pt.form("full")), ": letter mailed to ", ("STREET", w.street()), ", ",
                ("CITY", w.other_city()), ", ", ("STATE", w.state), " ", ("ZIP", w.zip()), " on ",
                ("DATE", w.dshort(w.days(r.randint(1, 4)))), ".")
        elif s == 1:
            rel, fam = w.relative(pt)
            n.l("- ", pt.title(), " ", ("PATIENT", pt.last), ": spoke w/ ", rel, " ", ("FAMILY", fam.form("full")),
                "; pt now at ", ("HOSPITAL", pick(r, pools.CLINICS)), ", faxed facility ", ("FAX", w.phone(ext=False)), ".")
        elif s == 2:
            n.l("- ", ("PATIENT", pt.form("f_last")), " came to window, ", pick(r, ["curbside", "drive-thru"]),
                " exchange; vehicle ", pick(r, ["plate ", "lic "]), ("VEHICLE", w.plate()), ". Old supply quarantined.")
        elif s == 3:
            n.l("- ", ("PATIENT", pt.form("caps")), ": portal message sent (", ("URL", w.url("portal/messages")),
                "), email to ", ("EMAIL", w.email(pt.first, pt.last, personal=True)), ".")
        elif s == 4:
            n.l("- ", ("PATIENT", pt.form("first")), " ", pick(r, ["(pt #", "(#"]), str(pts.index(pt) + 1),
                ") ", pick(r, ["traveling in ", "wintering in ", "moved to "]),
                ("COUNTRY", pick(r, pools.COUNTRIES_TRAVEL + ["Mexico", "USA", "Canada"])), ", advised to stop and "
                "see local pharmacist. Prescriber ", dr(w, w.staff("md")), " notified.")
        elif s == 5:
            prof = w.profession()
            n.l("- ", ("PATIENT", pt.form("lf")), ": works as ", article(prof), ("PROFESSION", prof),
                ", asked for callback after 5 pm at ", ("PHONE", w.phone(ext=r.random() < 0.4)), ".")
        else:
            n.l("- ", ("PATIENT", pt.form("init")), ": prescriber ", dr(w, w.staff("md")), " (",
                ("PHONE", w.phone()), ") contacted re: replacement Rx, new Rx# ", ("IDNUM", digits(r, 7)), ".")
    n.l("")
    n.l("Status ", ("DATE", w.dshort(w.days(r.randint(2, 10)))), ": ", str(r.randint(2, k)), "/", str(k),
        " reached; remaining to certified letter.")
    n.l("Log kept by ", sign_staff(w, coord), "  ", ("PHONE", w.phone(ext=True)), "  ",
        ("EMAIL", w.dept_email("recalls")) if r.random() < 0.6 else "")


# -------------------------------------------------------------------------- 11
def discharge_counsel(w, n):
    r = w.rng
    d = w.date
    pt = w.patient()
    rph = w.staff("pharm")
    us = w.country == "US"
    rel, fam = w.relative(pt)
    n.l(pick(r, ["DISCHARGE MEDICATION COUNSELING", "Meds-to-Beds Delivery & Counseling",
                 "Pharmacist Discharge Counseling Note"]))
    pt_header(w, n, pt, with_addr=r.random() < 0.35)
    n.l("Unit ", ("HOSPITAL", w.unit), ", rm ", ("LOCATION_OTHER", w.room()), "   Discharge: ", ("DATE", w.dfull(d)))
    n.l("Rx filled by ", ("HOSPITAL", pick(r, [w.hospital + " Outpatient Pharmacy", w.pharmacy()])),
        "; Rx# ", ("IDNUM", digits(r, 7)), ", ", ("IDNUM", digits(r, 7)), pick(r, ["", ", +2 more"]))
    n.l("")
    if r.random() < 0.6:
        n.l("Counseled pt and ", rel, " ", ("FAMILY", fam.form(pick(r, ["first", "full"]))), " at bedside on:")
    else:
        n.l("Counseled ", pick(r, ["pt", "pt and " + rel, "pt (alone)"]), " at bedside on:")
    for m in med_list(w, r.randint(3, 6)):
        n.l("  ", pick(r, ["NEW", "CHANGED", "CONTINUE", "STOP"]), ": ", m)
    n.l("Key points: ", pick(r, ["bleeding precautions; no NSAIDs", "hypoglycemia recognition/treatment",
                                 "inhaler technique (teach-back OK)", "daily weights, call if >2 lb/day",
                                 "opioid safe storage/disposal, naloxone"]), ". Teach-back ",
        pick(r, ["successful", "partial - written handout given", "done w/ interpreter"]), ".")
    n.l("")
    if r.random() < 0.5:
        n.l("Controlled Rx (", pick(r, ["oxycodone 5 mg #12", "hydromorphone 2 mg #10", "lorazepam 0.5 mg #6"]),
            ") picked up by ", pick(r, ["pt", rel]), "; ID checked: ", pick(r, ["driver's licence ", "DL #", "driver license "]),
            ("LICENSE", w.drivers()), [" (", ("STATE", w.state), ")"] if r.random() < 0.5 else "", ".")
    if r.random() < 0.45:
        n.l(rel.capitalize(), " ", ("FAMILY", fam.form("full")), " picking up at curbside - ",
            pick(r, ["grey", "red", "white", "blue"]), " ", pick(r, ["minivan", "pickup", "sedan", "SUV"]),
            ", plate ", ("VEHICLE", w.plate()), ", ph ", ("PHONE", w.phone(ext=False)), ".")
    if us and r.random() < 0.35:
        org = pick(r, pools.PAP_ORGS)
        n.l("Copay $", str(r.randint(40, 900)), " for ", pick(r, ["apixaban", "enoxaparin", "empagliflozin",
                                                                 "insulin aspart"]), "; PAP application to ",
            ("ORGANIZATION", org), " - SSN ", ("SSN", w.ssn()), ", member ", ("HEALTHPLAN", w.healthplan(pt)), ".")
    elif r.random() < 0.35:
        n.l("Coverage: ", ("ORGANIZATION", w.insurer()), " (", pick(r, ["group ", "cert ", "ID "]),
            ("HEALTHPLAN", digits(r, 8)), ")", pick(r, ["; prior auth faxed", "; covered", "; special authority submitted"]), ".")
    if r.random() < 0.35:
        prof = w.profession()
        n.l("Pt ", pick(r, ["returns to work as ", "is "]), article(prof), ("PROFESSION", prof),
            pick(r, [" - discussed sedation/driving.", " - timing of doses around shifts.", "."]))
    n.l("")
    pcp = w.staff("md")
    n.l("Follow-up: ", dr(w, pcp), " at ", ("HOSPITAL", pick(r, pools.CLINICS[:8])), " on ",
        ("DATE", w.dshort(w.days(r.randint(3, 14)))), "; ph ", ("PHONE", w.phone()))
    if r.random() < 0.4:
        n.l("Portal/med list: ", ("URL", w.url(pick(r, ["mychart", "portal/meds", "patients/discharge"]))))
    if r.random() < 0.3:
        n.l("Community pharmacy ", ("HOSPITAL", w.pharmacy()), " faxed updated list (", ("FAX", w.phone(ext=False)), ").")
    n.l(pick(r, ["Time spent: ", "Counseling time "]), str(r.randint(10, 40)), " min.")
    n.l(sign_staff(w, rph), " ", ("DATE", w.dshort(d)))


# -------------------------------------------------------------------------- 12
def pk_note(w, n):
    r = w.rng
    d = w.date
    pt = w.patient()
    rph = w.staff("pharm")
    drug = pick(r, ["VANCOMYCIN", "GENTAMICIN", "TOBRAMYCIN", "VANCOMYCIN", "AMIKACIN"])
    wt = r.randint(48, 140)
    n.l(pick(r, ["PHARMACOKINETIC DOSING NOTE - ", "Pharmacy PK Consult: ", "TDM NOTE - "]), drug,
        pick(r, [" (AUC-guided)", "", " - Bayesian"]) if drug == "VANCOMYCIN" else pick(r, ["", " - extended interval",
                                                                                          " - traditional dosing"]))
    pt_header(w, n, pt)
    n.l("Unit: ", ("HOSPITAL", w.unit), "  Rm ", ("LOCATION_OTHER", w.room()), "  Consult by ", dr(w, w.staff("md")),
        " ", ("DATE", w.dshort(w.days(-r.randint(1, 3)))))
    n.l("")
    vanc = drug == "VANCOMYCIN"
    n.l("Indication: ", pick(r, pools.INDICATIONS), "   Goal: ",
        pick(r, ["AUC24 400-600", "AUC24 400-550", "trough 15-20 (CNS)"]) if vanc else
        pick(r, ["Cmax/MIC >8-10, trough <1", "peak 5-10 / trough <2 (synergy 3-5)", "Hartford nomogram"]))
    ht = r.randint(152, 195)
    ibw = (50.0 if pt.sex == "M" else 45.5) + 0.9 * (ht - 152)
    adj = ibw + 0.4 * max(0, wt - ibw)
    scr = pick(r, [0.6, 0.8, 1.1, 1.5, 2.2])
    crcl = (140 - pt.age) * min(wt, adj if wt > 1.2 * ibw else wt) / (72 * scr) * (0.85 if pt.sex == "F" else 1.0)
    n.l("Wt ", str(wt), " kg  Ht ", str(ht), " cm  IBW ", "%.0f" % ibw, "  AdjBW ", "%.0f" % adj, "  SCr ", str(scr),
        "  CrCl (CG) ~", "%.0f" % crcl, " mL/min  UOP ", pick(r, ["adequate", "0.3 mL/kg/h", "good", "~1 L/24h"]))
    n.l("")
    n.l("Levels:")
    dst = w.dstyle()
    lv_day = pick(r, [-1, 0])
    t1 = r.randrange(6, 14)
    if r.random() < 0.7:
        pk_val = r.randint(250, 420) / 10 if vanc else r.randint(40, 250) / 10
        tr_val = r.randint(60, 220) / 10 if vanc else r.randint(1, 25) / 10
        pairs = [("peak", t1, pk_val), ("trough", t1 + r.randint(6, 10), tr_val)]
    else:
        pairs = [("random", t1, r.randint(50, 300) / 10)]
    for lbl, hh, val in pairs:
        n.l("  ", lbl, " ", ("DATE", fmt_date(w.days(lv_day), dst)), " ", "%02d%02d" % (hh, r.randrange(60)),
            " = ", "%.1f" % val, " mcg/mL", "  (acc ", ("IDNUM", "%s%s" % (pick(r, ["L", "CH", "24-"]), digits(r, 7))), ")")
    ke = r.randint(40, 200) / 1000
    n.l("Calc: ke ", "%.3f" % ke, " h-1, t1/2 ", "%.1f" % (0.693 / ke), " h, Vd ",
        "%.2f" % (r.randint(55, 90) / 100 if vanc else r.randint(22, 40) / 100), " L/kg",
        (", AUC24 est " + str(r.randint(300, 700))) if vanc else "")
    n.l("")
    n.l("Assessment: ", pick(r, ["level supratherapeutic - AKI risk", "subtherapeutic for indication",
                                  "therapeutic, continue", "accumulation - renal fxn declining"]), ".")
    if drug == "VANCOMYCIN":
        plan = pick(r, ["1,250 mg IV q12h", "1,000 mg IV q24h", "hold, redose when random <15", "750 mg IV q8h",
                        "1,500 mg IV q12h (load 2,500 mg given)"])
    else:
        plan = pick(r, ["7 mg/kg IV q24h", "5 mg/kg IV q36h", "hold, redose when level <1", "15 mg/kg IV q24h"
                        if drug == "AMIKACIN" else "5 mg/kg IV q24h"])
    n.l("Plan: ", plan, "; next level ", ("DATE", w.dshort(w.days(r.randint(1, 3)))),
        " before 4th dose. BMP daily.")
    if r.random() < 0.4:
        rel, fam = w.relative(pt)
        n.l("Audiology baseline ordered (aminoglycoside > 5 d). ", rel.capitalize(), " ", ("FAMILY", fam.form("first")),
            " updated at bedside.")
    n.l(sign_staff(w, rph), "  pgr ", ("PHONE", w.internal()), "  ", ("DATE", w.dshort(d)))


# -------------------------------------------------------------------------- 13
def safety_event(w, n):
    r = w.rng
    d = w.date
    pt = w.patient()
    rn = w.staff("rn")
    mgr = w.staff("pharm")
    ev = r.randrange(4)
    n.l(pick(r, ["MEDICATION SAFETY EVENT REPORT", "Medication Incident Report (confidential - QI)",
                 "SAFETY EVENT - MEDICATION"]), "   Event #: ", ("IDNUM", "IR-%d-%s" % (d.year, digits(r, 5))))
    n.l("Event date: ", ("DATE", w.dfull(d)), " ~", "%02d%02d" % (r.randrange(24), r.randrange(60)),
        "   Reported: ", ("DATE", w.dshort(w.days(r.randint(0, 2)))), "   Reporter: ",
        pick(r, [[("DOCTOR", rn.form("full")), ", ", rn.cred], "anonymous"]))
    n.l("Location: ", ("HOSPITAL", w.hospital), ", ", ("HOSPITAL", w.unit), ", room ", ("LOCATION_OTHER", w.room()))
    n.l("Patient: ", ("PATIENT", pt.form(pick(r, ["caps", "lf", "full"]))), "  MRN ", ("MRN", w.mrn()), "  ",
        w.age(pt.age, pt.sex))
    n.l("")
    n.l("Event type: ", ["Pump programming error", "Wrong patient", "Omitted dose", "ADC override - wrong drug"][ev])
    n.l("Description:")
    if ev == 0:
        pump = pick(r, pools.PUMPS)
        n.l("Heparin infusion programmed at ", pick(r, ["18 mL/h instead of 18 units/kg/h", "1,800 units/h instead of 1,080",
                                                         "rate 10x intended (decimal error)"]), " on ", pump, " (SN ",
            ("DEVICE", w.serial()), "). Guardrails ", pick(r, ["bypassed (basic infusion mode)", "soft limit overridden"]),
            ". Discovered at next aPTT (>150 s).")
        n.l("Pump event log pulled from server ", ("IPADDR", w.ip()), " by biomed ", ("DOCTOR", w.staff("tech").form("full")), ".")
    elif ev == 1:
        pt2 = w.patient()
        n.l("Metoprolol 50 mg PO intended for ", ("PATIENT", pt2.form("full")), " (rm ", ("LOCATION_OTHER", w.room()),
            ") given to ", ("PATIENT", pt.form("full")), ". Barcode scan ", pick(r, ["not done - wristband unreadable",
                                                                                      "overridden"]), ". HR 48, BP 92/54.")
    elif ev == 2:
        n.l("Scheduled levetiracetam 500 mg IV q12h not given 2100 ", ("DATE", w.dshort(d)),
            " - bag not delivered by tube system. ", pt_ref(w, pt), " had brief seizure ", ("DATE", w.dshort(w.days(1))), ".")
    else:
        n.l("Override removal of ", pick(r, ["HYDROmorphone 2 mg", "hydrALAZINE 20 mg", "insulin lispro", "morphine 4 mg"]),
            " by user ", ("USERNAME", rn.user(r)), " (biometric login ", ("BIOID", w.bioid()), ") from cabinet ",
            ("DEVICE", w.serial()), "; intended ", pick(r, ["HYDROXYzine 25 mg", "hydrOXYzine", "hydroCHLOROthiazide",
                                                           "insulin glargine"]), ". Look-alike pocket.")
    n.l("")
    n.l("Harm (NCC MERP): ", pick(r, ["C - reached pt, no harm", "D - monitoring required",
                                      "E - temporary harm, intervention"] + (["B - did not reach pt"] if ev == 3 else [])))
    n.l("Contributing factors: ", pick(r, ["staffing (1:6)", "look-alike/sound-alike", "interruptions", "new pump library",
                                            "handoff", "no independent double check"]), "; ", pick(r, ["night shift", "float RN",
                                                                                                     "EHR downtime", "high census"]))
    n.l("Immediate actions: ", pick(r, ["infusion stopped, protamine considered", "vitals q15 min, provider notified",
                                        "dose given late", "naloxone at bedside, monitoring"]), ". Provider: ", dr(w, w.staff("md")), ".")
    if r.random() < 0.7:
        rel, fam = w.relative(pt)
        n.l("Disclosure: discussed with pt and ", rel, " ", ("FAMILY", fam.form(pick(r, ["full", "first"]))), " on ",
            ("DATE", w.dshort(w.days(r.randint(0, 2)))), pick(r, [" by attending.", " - questions answered.", "."]))
    n.l("")
    n.l("Pharmacy review: ", sign_staff(w, mgr), pick(r, [", Medication Safety Officer", ", Med Safety", ""]))
    n.l("Follow-up: ", pick(r, ["pump library update", "pocket relocation in ADC", "education huddle on unit",
                                "RCA scheduled"]), pick(r, ["", "; report to ISMP (anonymized)"]))
    if r.random() < 0.5:
        n.l("Contact ", ("EMAIL", w.dept_email("medsafety")), " or ", ("PHONE", w.phone(ext=True)))
