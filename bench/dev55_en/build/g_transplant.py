"""Genre 4: transplant and dialysis coordinator notes."""
from phi import an, cap, M, AG, HO, LO, CO, OG, Person
from common import patient, staff, family, relative, prof, job_phrase, esign, dictation, print_banner, letterhead, yr_back
import clin

CAUSES = ["diabetic nephropathy", "IgA nephropathy", "ADPKD", "FSGS", "hypertensive nephrosclerosis", "lupus nephritis",
          "reflux nephropathy", "unknown cause (small kidneys)", "Alport syndrome", "ANCA vasculitis"]


def _regid(c):
    r = c.r
    if c.loc == "US":
        return "UNOS ID", c.idn(r.choice(["@@@####", "#######"]))
    if c.loc == "GB":
        return "NHSBT recipient no.", c.idn("######")
    if c.loc == "AU":
        return "OrganMatch ID", c.idn("OM-######")
    return "TGLN ID", c.idn("R######")


def layout_contact_log(c, pt):
    r = c.r
    coord = staff(c, "F")
    h = c.hosp_name()
    lab, rid = _regid(c)
    sp = relative(c, pt)
    L = []
    L.append("%s - %s" % (HO(h), r.choice(["Kidney Transplant Program", "Renal Transplant Unit", "Transplant Services", "Kidney & Pancreas Transplant"])))
    L.append("TRANSPLANT COORDINATOR NOTE")
    L.append("Patient: %s   MRN %s   DOB %s (%s)   %s %s" % (pt.lf, c.mrn(), c.D(pt.dob), AG(pt.age), lab, rid))
    L.append("Blood group %s   cPRA %d%%   Listed %s   Status: %s" % (r.choice(["O+", "A+", "B-", "AB+", "O-"]), r.randint(0, 99),
                                                                 c.D(c.plus(c.today, -r.randint(100, 2000))), r.choice(["active", "temporarily suspended", "active - multi-organ"])))
    L.append("Primary renal disease: %s. Dialysis since %s at %s." % (r.choice(CAUSES), c.Dmy(c.plus(c.today, -r.randint(200, 3000))), c.hosp("dialysis")))
    L.append("")
    L.append("CONTACT LOG")
    L.append("%-12s %-6s %-10s %s" % ("Date", "Time", "By", "Entry"))
    d = c.plus(c.today, -r.randint(30, 90))
    entries = [
        "Annual review letter sent to %s." % c.addr_line(),
        "Called pt on %s - no answer, left VM to call back." % c.phone(True),
        "Pt returned call. Reports admission to %s for %s, discharged %s. Suspend pending review." % (
            c.hosp(), r.choice(["fluid overload", "fistula thrombosis", "pneumonia", "foot ulcer"]), c.Dshort(c.plus(d, 10))),
        "Spoke with %s %s (%s) who confirmed new mobile %s and email %s." % (sp.rel, sp.full, r.choice(["NOK", "carer", "health care proxy"]), c.phone(True), c.email(pt)),
        "Dental clearance received from %s, fax %s." % (c.hosp("gp"), c.fax()),
        "Cardiology: stress echo %s - no inducible ischaemia. Cleared." % c.D(c.plus(d, 30)),
        "Monthly serum sample not received from %s - emailed unit nurse %s." % (c.hosp("dialysis"), staff(c).full),
        "Discussed at selection meeting %s: reactivate." % c.D(c.plus(d, 40)),
        "Insurance verification: %s, member %s - transplant benefit confirmed, auth %s." % (c.insurer(), c.hplan(), c.idn("AUTH-#######")),
        "Pt asked about travel to %s over %s; advised to carry phone and inform team of dates." % (c.country(), c.holiday()),
        "Transport to clinic booked with %s, booking ref %s." % (OG(c.town_name() + " Patient Transport"), c.idn("PT######")),
    ]
    r.shuffle(entries)
    for e in entries[:r.randint(7, 11)]:
        d = c.plus(d, r.randint(1, 9))
        who = r.choice([coord.un, coord.un, staff(c).un])
        L.append("%-12s %02d:%02d  %-10s %s" % (c.D(d), r.randint(8, 17), r.randint(0, 59), who, e))
    L.append("")
    L.append("Outstanding work-up: %s" % ", ".join(r.sample(["PSA", "mammogram", "colonoscopy", "HLA antibody screen", "CT abdo/pelvis (iliac calcification)",
                                                          "dental", "psychosocial review", "vaccines (HBV, pneumococcal)", "echo"], 3)))
    L.append("Next review: %s with %s." % (c.D(c.plus(c.today, r.randint(30, 120))), staff(c).drfull))
    L.append("")
    L.append("%s, %s, %s Coordinator | office %s | pager %s" % (coord.full, r.choice(["RN", "BSN, RN, CCTC", "CNS"]),
                                                          r.choice(["Pre-Transplant", "Recipient", "Transplant"]), c.phone(False, ext=True), c.pager()))
    return "\n".join(L)


def layout_living_donor(c, pt):
    r = c.r
    coord, neph, surg = staff(c), staff(c), staff(c)
    kind = r.choice(["sister", "brother", "spouse", "daughter", "son", "friend"])
    don = relative(c, pt, kind)
    don.age = r.randint(22, 68)
    L = []
    L.append(print_banner(c, pt) if r.random() < .5 else "%s | Living Donor Program" % c.hosp())
    L.append("")
    L.append("LIVING DONOR COORDINATOR NOTE - %s" % c.D(c.today))
    L.append("Intended recipient: %s, %s, MRN %s" % (pt.full, c.age_sex(pt.age, pt.sex), c.mrn()))
    L.append("Potential donor: %s (%s), DOB %s, donor MRN %s" % (don.full, don.rel, c.D(c.dob(don.age)), c.mrn()))
    L.append("Donor address: %s   Tel: %s   Email: %s" % (c.addr_line(c.town_name()), c.phone(True), c.email(don)))
    L.append("")
    L.append("%s is %s %s-year-old %s (%s). Self-referred via %s on %s after hearing about %s's need at a family gathering over %s." % (
        don.fn, a_age_str(don.age), AG(don.age), ("man" if don.sex == "M" else "woman"),
        job_phrase(c), c.url("tx"), c.D(c.plus(c.today, -r.randint(20, 200))), pt.fn,
        c.holiday()))
    L.append("")
    L.append("Screening so far:\n  - ABO %s (recipient %s) - %s\n  - Crossmatch (flow) %s: %s\n  - BMI %s, BP %d/%d (ABPM booked)\n  - eGFR (measured, iohexol) %d mL/min/1.73m2\n  - CT angiogram %s: %s\n  - 24h urine protein %d mg" % (
        r.choice(["O", "A", "B"]), r.choice(["O", "A", "B"]), r.choice(["compatible", "incompatible - discussed paired exchange"]),
        c.D(c.plus(c.today, -r.randint(5, 40))), r.choice(["negative", "weak positive T-cell"]), clin.bmi(c), r.randint(110, 145), r.randint(65, 92),
        r.randint(78, 125), c.D(c.plus(c.today, -r.randint(1, 20))), r.choice(["single arteries bilaterally", "2 arteries on L, single on R"]), r.randint(40, 160)))
    L.append("")
    L.append("Independent living donor advocate: %s, assigned %s. Psychosocial eval with %s, LCSW on %s." % (
        staff(c).full, c.D(c.plus(c.today, -r.randint(1, 10))), staff(c).full, c.D(c.plus(c.today, r.randint(3, 20)))))
    L.append("Employment/leave: %s works for %s; needs 6 weeks off - letter provided to HR contact %s. Lost-wage support application ref %s." % (
        don.fn, c.employer(), family(c).full, c.idn("NLDAC-#####") if c.loc == "US" else c.idn("LDR-#####")))
    L.append("Travel: lives %d miles from centre; %s will drive (%s, plate %s)." % (
        r.randint(20, 300), "partner " + family(c).fn, r.choice(["grey Corolla", "blue RAV4", "white ute", "red Civic"]), c.plate()))
    L.append("")
    L.append("Plan: nephrology review with %s on %s, surgical consult %s %s, selection meeting %s. Donor given education booklet and my direct line %s." % (
        neph.drfull, c.D(c.plus(c.today, r.randint(5, 30))), surg.drfull, c.D(c.plus(c.today, r.randint(20, 45))),
        c.Dwd(c.plus(c.today, r.randint(40, 60))), c.phone(False, ext=True)))
    L.append("Note: donor information kept separate from recipient record per policy; recipient %s not informed of donor test results." % pt.tl)
    L.append("")
    L.append("%s, RN, Living Donor Coordinator" % coord.full)
    L.append(esign(c, coord, kind="nurse"))
    return "\n".join(L)


def a_age_str(n):
    return "an" if str(n).startswith("8") or n in (11, 18) else "a"


def layout_dialysis(c, pt):
    r = c.r
    unit = c.hosp_name("dialysis")
    cn, neph, diet, sw = staff(c, "F"), staff(c), staff(c), staff(c)
    L = []
    L.append("%s   %s" % (HO(unit), r.choice(["Monthly Multidisciplinary Review", "Haemodialysis Quality Review", "Dialysis Care Plan Meeting"]) if c.loc != "US" else "Monthly IDT Care Plan"))
    L.append("Name: %s   DOB: %s   %s: %s   %s" % (pt.LFM, c.D(pt.dob), "UR" if c.loc == "AU" else "MRN", c.mrn(),
                                                 "Medicare: " + c.hplan() if c.loc in ("US", "AU") else "Health no: " + c.hplan()))
    L.append("Review date: %s   Shift: %s   Chair/station: %s   Named nurse: %s" % (
        c.D(c.today), r.choice(["AM", "PM", "twilight", "nocturnal"]), LO(str(r.randint(1, 24))), cn.full))
    L.append("Renal physician: %s   Transplant status: %s" % (neph.drfull, r.choice(["on list", "work-up", "not suitable", "declined"])))
    L.append("")
    L.append("Access: %s, created %s at %s. %s" % (
        r.choice(["L radiocephalic AVF", "R brachiocephalic AVF", "L upper arm AVG", "R IJ tunnelled line"]), c.Dmy(c.plus(c.today, -r.randint(100, 2500))), c.hosp(),
        r.choice(["Good thrill/bruit. Buttonhole cannulation.", "Fistulogram %s - 60%% stenosis, angioplastied." % c.D(c.plus(c.today, -r.randint(10, 60))),
                  "Line exit site clean; lock with taurolidine."])))
    L.append("Prescription: %d h, Qb %d, Qd 500, %s dialyser, K %d Ca 1.25, heparin %d units bolus. EDW %.1f kg." % (
        r.choice([3, 4, 5]), r.randint(250, 400), r.choice(["FX80", "Polyflux 170H", "Elisio 19H"]),
        r.choice([1, 2, 3]), r.choice([1000, 2000, 3000]), r.uniform(52, 118)))
    L.append("Machine: %s SN %s. Water plant log checked." % (r.choice(["Fresenius 5008", "Nikkiso DBB-EXA", "B. Braun Dialog+"]), c.serial()))
    L.append("")
    L.append("Monthly bloods (%s):\n%s" % (c.D(c.plus(c.today, -r.randint(1, 10))), clin.labs(c, "renal", r.choice([1, 2]))))
    L.append("")
    L.append("Dietitian (%s): IDWG avg %.1f kg; phosphate %s; advised %s." % (diet.full, r.uniform(0.8, 3.9), r.choice(["high", "ok", "low"]),
                                                                           r.choice(["reduce processed meat", "binders with snacks", "fluid 1 L/day"])))
    L.append("Social work (%s): %s" % (sw.full, r.choice([
        "Transport via %s - frequent late pick-ups; complaint logged ref %s." % (OG(c.town_name() + " Community Transport"), c.idn("CT-####")),
        "Pt %s; wife %s struggling as carer - respite referral to %s." % (job_phrase(c), relative(c, pt, "spouse").full, c.hosp("carehome")),
        "Holiday dialysis request: %s, %s (unit %s) for %s. Forms and hepatitis serology sent." % (c.town(), c.country(), c.hosp("dialysis"), c.Dmy(c.plus(c.today, r.randint(30, 120)))),
        "Benefits application submitted; case ref %s." % c.idn("BEN-########")])))
    L.append("")
    L.append("Meds:\n" + clin.meds(c, 6, 0, extra=["sevelamer"]))
    L.append("")
    L.append("Plan: %s. Next review %s." % (r.choice(["increase time to 4.5 h, recheck Kt/V", "EPO dose up 25%", "refer vascular access surgeon %s" % staff(c).dr,
                                                     "start cinacalcet", "repeat hep B surface antibody"]), c.D(c.plus(c.today, 28))))
    L.append("")
    L.append("Attendees: %s, %s, %s, %s.\nMinuted by %s (%s)" % (neph.full, cn.full, diet.full, sw.full, cn.fn, cn.un))
    return "\n".join(L)


def layout_offer(c, pt):
    r = c.r
    coord = staff(c)
    surg = staff(c)
    lab, rid = _regid(c)
    dage = r.randint(8, 74)
    L = []
    L.append("ORGAN OFFER - COORDINATOR RECORD")
    L.append("Centre: %s   On call coordinator: %s   Mobile %s" % (c.hosp(), coord.full, c.phone(True)))
    L.append("Offer received: %s %02d:%02d from %s (%s)" % (c.D(c.today), r.randint(0, 23), r.randint(0, 59),
                                                      OG(r.choice(["%s Organ Procurement Organization" % c.town_name(), "%s Donor Network" % c.town_name(), "Organ Donation Services - %s Region" % c.town_name()])),
                                                      c.phone(False)))
    L.append("Donor ID: %s   Match run: %s   Sequence #%d" % (c.idn("@@@@###"), c.idn("#######"), r.randint(1, 40)))
    L.append("Donor: %s, %s, %s, %s. Donor hospital: %s, %s." % (
        r.choice(["DBD", "DCD", "DBD"]), r.choice(["male", "female"]), AG(dage), r.choice(["CVA", "HIE after cardiac arrest", "trauma (MVC)", "overdose"]),
        c.hosp(), c.town()))
    L.append("Donor creat %d -> %d umol/L, KDPI/UKKRI %s, biopsy: %s. HLA mismatch %s. Virology: %s." % (
        r.randint(60, 200), r.randint(60, 300), r.choice(["34%", "1.12", "67%", "0.98"]), r.choice(["not done", "glomerulosclerosis 5%", "mild IFTA"]),
        r.choice(["1-1-0", "2-1-1", "0-0-0", "1-2-1"]), r.choice(["CMV+ EBV+ HCV-", "CMV- EBV+", "HBcAb+"])))
    L.append("")
    L.append("Recipient: %s, %s, DOB %s, MRN %s, %s %s. Home %s, %s." % (
        pt.full, AG(pt.age), c.D(pt.dob), c.mrn(), lab, rid, c.addr_line(), c.phone(False)))
    L.append("Called %s %02d:%02d - %s." % (pt.fn, r.randint(0, 23), r.randint(0, 59), r.choice([
        (lambda f: "answered by %s %s, pt asleep; woken, feels well, last dialysis %s" % (f.rel, f.fn, c.WDAY(c.plus(c.today, -1))))(relative(c, pt, "spouse")),
        "well, no infection, last ate 19:00", "reports cough x2 days - discussed with surgeon"])))
    L.append("Crossmatch: virtual negative; prospective flow sent to lab, sample no %s." % c.idn("XM-######"))
    L.append("")
    L.append("Surgeon %s accepted at %02d:%02d. Organ ETA %02d:%02d via %s courier, tracking %s." % (
        surg.drfull, r.randint(0, 23), r.randint(0, 59), r.randint(0, 23), r.randint(0, 59), OG(c.town_name() + " Medical Couriers"), c.idn("TRK##########")))
    L.append("Backup recipient: %s (%s) - informed." % (Person(c, "PATIENT").full, c.mrn()))
    L.append("Pt to attend %s, %s, via %s at %02d:00." % (c.ward(), c.hosp(), r.choice(["ED entrance", "main reception", "admissions"]), r.randint(1, 9)))
    L.append("")
    L.append("Anaesthesia, theatre coordinator (%s) and ward charge nurse (%s) notified. Cold ischaemia start %02d:%02d." % (
        staff(c).full, staff(c).full, r.randint(0, 23), r.randint(0, 59)))
    L.append("")
    L.append("Record entered by %s at workstation %s" % (coord.un, c.ip()))
    return "\n".join(L)


LAYOUTS = [layout_contact_log, layout_living_donor, layout_dialysis, layout_offer]


_COUNT = {}  # per-locale rotation through the layouts that fit the locale


def make(c, i):
    pt = patient(c, 19, 80)
    n = _COUNT[c.loc] = _COUNT.get(c.loc, -1) + 1
    lay = LAYOUTS[(n + i) % len(LAYOUTS)]
    return lay(c, pt), lay.__name__, pt
