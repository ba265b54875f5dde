"""Genres: spinal deformity clinic letter, radiograph/Cobb angle report, brace fitting record."""
import clin as C
import locale_fmt as L
from core import Note, Case, A, art, cap1


def pick(r, weights):
    keys = sorted(weights)
    tot = sum(weights[k] for k in keys)
    x = r.random() * tot
    for k in keys:
        x -= weights[k]
        if x < 0:
            return k
    return keys[-1]


def us(k):
    return k.c in ("US", "CA")


def letterhead(n, k, dept=None, fax=True, email=True, web=None):
    r = k.r
    if dept is None:
        dept = r.choice(["Spinal Deformity Service", "Scoliosis Service", "Spine Clinic",
                         "Department of Paediatric Orthopaedics - Spinal Unit" if not us(k) else
                         "Department of Pediatric Orthopedics - Spine Program",
                         "Adult Spinal Deformity Service" if k.adult else "Paediatric Spinal Service"])
    if r.random() < 0.5:
        n.line((k.hosp, "HOSPITAL"))
        n.line(dept)
    else:
        n.line(dept.upper())
        n.line((k.hosp, "HOSPITAL"))
    n.add(k.hosp_addr.lines(multiline=r.random() < 0.4))
    n.add("\n")
    n.add(r.choice(["Tel: ", "Telephone: ", "T: ", "Ph: "]), (k.dept_tel, "PHONE"))
    if fax:
        n.add(r.choice(["   Fax: ", " | Fax ", "   F: "]), (k.dept_fax, "FAX"))
    n.add("\n")
    if email and r.random() < 0.6:
        n.line("Email: ", k.email(generic=r.choice(["spinal.secretaries", "scoliosis.team", "spine.office",
                                                    "orthopaedic.spine", "spinalcns"])))
    if web or (web is None and r.random() < 0.2):
        n.line(k.url())
    n.add("\n")


def pt_header(n, k, with_addr=True, with_nat=True):
    r = k.r
    n.add("Re: ", k.pt.full() if r.random() < 0.6 else k.pt.caps(), ", DOB ", k.d(k.dob))
    if r.random() < 0.5:
        n.add(" (", A(k.age), r.choice([" yrs)", " years)", "y)"]))
    n.add("\n")
    n.add(k.idl(k.mrn, "MRN"))
    if with_nat and k.natid:
        n.add("   ", k.idl(k.natid, "MRN"))
    n.add("\n")
    if with_addr:
        n.add(k.addr.lines())
        n.add("\n")


def clinic_letter(r, c):
    cohort = pick(r, {"AIS": 55, "ADULT": 20, "SK": 8, "NM": 7, "SYND": 5, "CONG": 5})
    k = Case(r, c, cohort)
    cv = C.Curves(r, cohort)
    rs = C.risser(r, k.age)
    n = Note(r)
    letterhead(n, k)
    sec = k.staff("F" if r.random() < 0.8 else "M")
    if not us(k) and r.random() < 0.6:
        n.line("Our ref: ", k.surgeon.init(), "/", sec.init_lc(), "/", (k.mrn[1], "MRN"))
    n.line(r.choice(["Date: ", "Date typed: ", "Dictated: ", ""]), k.dl(k.days(r.randint(1, 9))))
    n.line(r.choice(["Clinic date: ", "Seen in clinic: ", "Date of visit: "]), k.d(k.visit))
    n.add("\n")
    # recipient block
    gp_t = "Dr. " if us(k) else "Dr "
    n.line(gp_t, k.gp.full())
    n.line((k.gp_prac, "HOSPITAL"))
    n.add(k.gp_addr.lines(multiline=True))
    n.add("\n\n")
    n.line("Dear ", gp_t, k.gp.lastn(), ",")
    n.add("\n")
    pt_header(n, k)
    n.add("\n")
    p = k.pt
    # diagnosis block
    n.line(r.choice(["Diagnosis:", "Diagnoses:", "DIAGNOSIS"]))
    n.line("1. ", r.choice(C.DX[cohort]))
    if cohort == "SK":
        n.line("2. Thoracic kyphosis T3-T12 %d deg, %d wedged vertebrae at apex" % (cv.kyph, r.randint(3, 4)))
    else:
        n.line("2. %s %d deg%s" % (cap1(cv.main_str()), cv.main,
                                   ", " + cv.lenke() if cohort == "AIS" else ""))
    menarche = p.sex == "F" and k.age >= 12 and (k.age >= 14 or r.random() < 0.6)
    men = k.days(-r.randint(60, max(61, min(900, 365 * (k.age - 11)))))
    if not k.adult:
        if menarche:
            head = "3. Risser %d, Sanders %d, menarche " % (rs, C.sanders(r, k.age))
            if r.random() < 0.6:
                n.line(head, k.my(men))
            else:
                n.line(head, "at age ", A(L.age_on(k.dob, men)))
        else:
            n.line("3. Risser %d, %s" % (rs, "premenarchal" if p.sex == "F" else "Tanner stage %d" % r.randint(2, 4)))
    else:
        n.line("3. PI %d, LL %d, PT %d, SVA %d mm" % (r.randint(42, 68), r.randint(18, 50), r.randint(14, 38), r.randint(20, 140)))
    n.add("\n")
    n.line(r.choice(["Plan:", "Plan", "Outcome:"]))
    plan_i = r.random()
    if k.adult:
        if plan_i < 0.5:
            plan = ["Physiotherapy core programme", "DEXA scan", "Review with standing long-cassette films in 6 months"]
        else:
            plan = ["Listed for posterior instrumented fusion %s-pelvis" % r.choice(["T10", "T4", "L1"]),
                    "Pre-operative assessment, DEXA and CT spine", "Spinal cord monitoring booked"]
    elif cohort == "SK":
        plan = ["Extension-based physiotherapy", "Review in 6 months with lateral whole-spine radiograph"] if cv.kyph < 75 else \
            ["Listed for posterior spinal fusion T2-L2 with Ponte osteotomies", "Pre-operative assessment", "Spinal cord monitoring booked"]
    elif cv.main >= 45 or cohort == "NM":
        plan = ["Listed for posterior spinal fusion %s-%s" % (cv.main_lv[0], cv.main_lv[1]),
                "Pre-operative assessment and MRI whole spine", "Spinal cord monitoring booked"]
    elif cv.main >= 25 and (k.age < 15 or rs < 3):
        plan = ["Referral to orthotics for %s, %d hours/day" % (r.choice(C.BRACES), r.choice([18, 20, 22])),
                "Schroth-based physiotherapy (PSSE) referral"]
    else:
        plan = ["Observation - repeat standing PA whole-spine radiograph in %d months" % r.choice([4, 6]),
                "Encouraged to continue all sport"]
    bullet = r.random() < 0.5
    for i, pl in enumerate(plan):
        n.line("- " if bullet else "%d. " % (i + 1), pl)
    n.add("\n")
    # narrative
    who = k.parent
    if k.adult:
        n.add("I reviewed ", k.pt_title(), " ", p.lastn(), " in the adult spinal deformity clinic today. ",
              p.He, " is a ", A(k.age), "-year-old ", (k.job, "PROFESSION"), " who ")
        n.add(r.choice(["describes 18 months of progressive low back pain and right leg claudication, walking tolerance about 200 yards.",
                        "has noticed she is leaning forward and to the left by the end of the day, with aching in the flanks.",
                        "reports worsening back pain over 2 years, worse on standing, VAS 7/10, and intermittent L4 dermatomal leg pain.",
                        "had Harrington rod instrumentation as a teenager and now struggles to stand upright for more than 10 minutes."]))
        n.add(" ", p.He, " attended with ", p.his, " ", k.nok_rel, " ", k.nok.firstn(), ". ")
        if r.random() < 0.5:
            n.add("Originally from ", (r.choice(L.P.FOREIGN_COUNTRIES), "COUNTRY"), ", ", p.he, " moved to ",
                  (k.addr.city, "CITY"), " in ", k.yr(k.days(-r.randint(3000, 12000))), ". ")
        n.add(C.prom(r), ", ", C.prom(r), ".\n\n")
    else:
        n.add("I ", r.choice(["saw", "reviewed", "met"]), " ", p.call(), " today in the ",
              r.choice(["spinal deformity clinic", "scoliosis clinic", "paediatric spine clinic" if not us(k) else "pediatric spine clinic"]),
              " with ", p.his, " ", k.parent_word, " ", who.firstn(), ". ", p.call(), " is now ", A(k.age),
              " and attends ", (k.school, "ORGANIZATION"), ". ")
        n.add(r.choice(["The curve was first noticed by ", "Asymmetry was picked up by ", "Concern was first raised by "]))
        x = r.random()
        if x < 0.35:
            coach = k.staff()
            coach.typ = "FAMILY"
            n.add(p.his, " ", r.choice(["dance teacher", "swimming coach", "PE teacher", "gymnastics coach"]), " ",
                  r.choice(["Ms ", "Mrs ", "Mr "]) if r.random() < 0.6 else "", coach.lastn() if r.random() < 0.6 else coach.full())
        elif x < 0.7:
            n.add(p.his, " ", k.parent_word, " while on holiday in ", (r.choice(L.P.FOREIGN_COUNTRIES), "COUNTRY"))
        else:
            n.add("the school nurse at screening")
        n.add(" in ", k.my(k.days(-r.randint(120, 700))), ". ")
        n.add(r.choice(["There is no back pain at night and no neurological symptoms. Bladder and bowel function normal. ",
                        "Occasional aching after netball, settles with rest, no night pain. No red flags. ",
                        "No pain. No numbness, weakness or sphincter disturbance. ",
                        "Intermittent mechanical pain around the rib hump; no night pain, no weight loss. "]))
        if menarche and r.random() < 0.5:
            n.add("Menarche was at age ", A(L.age_on(k.dob, men)), ". ")
        if r.random() < 0.5:
            n.add(p.His, " ", k.parent_word, " works as ", art(k.parent_job), " ", (k.parent_job, "PROFESSION"), ". ")
        n.add("Family history: ", r.choice(["maternal aunt had scoliosis treated with a Boston brace.",
                                             "nil relevant.", "older sister under observation for a 15 degree curve.",
                                             "father had Scheuermann's kyphosis, no surgery."]), "\n\n")
    ex = r.sample(C.EXAM, 2)
    n.add("On examination: ", ex[0].format(atr=cv.atr), " ", ex[1].format(atr=cv.atr), " ",
          r.choice(C.NEURO_NORMAL), " ", r.choice(C.SKIN), "\n\n")
    prev = k.days(-r.choice([120, 150, 180, 200, 365]))
    n.add(r.choice(["Standing PA and lateral radiographs today show", "EOS biplanar imaging today shows",
                    "Whole-spine standing radiographs show"]), " a ", cv.main_str(), " measuring %d degrees" % cv.main)
    if r.random() < 0.7:
        n.add(", compared with %d degrees on " % cv.prev, k.d(prev))
    n.add(". Compensatory curve %d degrees. Thoracic kyphosis %d, lumbar lordosis %d.\n\n" % (cv.minor, cv.kyph, cv.lord))
    # discussion
    if "Listed" in plan[0]:
        n.add("We discussed the natural history and the option of posterior instrumented fusion in detail, including the risks of "
              "infection (1-2%), bleeding, neurological injury (under 1%), implant failure and the need for further surgery. ")
        n.add(p.call() if not k.adult else [k.pt_title() + " ", p.lastn()], " would like to proceed. ")
        surg = k.days(r.randint(40, 160))
        n.add("Provisional date ", k.dl(surg), " at ", (k.hosp, "HOSPITAL"), ", pre-assessment ", k.d(k.days(r.randint(10, 35))), ".\n\n")
    elif "orthotics" in plan[0]:
        n.add("Given the remaining growth and a curve over 25 degrees, I have recommended bracing, with evidence that "
              "wearing it for at least 13 hours a day substantially reduces the risk of progression to surgery. ",
              "I have referred to ", (L.orthotic_co(r), "ORGANIZATION"), " for casting.\n\n")
    else:
        n.add("I am happy with progress and will see ", p.him, " again in ", "6" if k.adult else r.choice(["4", "6"]),
              " months. Please do not hesitate to contact the spinal team on ", (L.phone(r, c), "PHONE"), ".\n\n")
    n.add(r.choice(["Yours sincerely,", "Kind regards,", "Yours sincerely", "Sincerely,"]), "\n\n\n")
    n.line(k.s_title + " " if r.random() < 0.3 else "", k.surgeon.full(), " ", k.s_cred)
    n.line(r.choice(["Consultant Spinal Surgeon", "Consultant Orthopaedic Spine Surgeon", "Attending Spine Surgeon",
                     "Spinal Deformity Surgeon"]))
    if r.random() < 0.35:
        n.line(k.lic())
    n.add("\n")
    if r.random() < 0.75:
        n.line("cc: ", k.parent.full() if not k.adult else [k.pt_title() + " ", p.full()], ", ",
               k.addr.lines())
    if r.random() < 0.4:
        cns = k.staff("F")
        n.line("cc: ", cns.full(), ", Spinal Clinical Nurse Specialist, ", k.email(cns))
    if r.random() < 0.5:
        n.line("D: ", k.d(k.days(r.randint(0, 3))), "  T: ", k.d(k.days(r.randint(3, 9))), "  ", sec.init_lc())
    elif r.random() < 0.5:
        n.line("Electronically signed by ", k.surgeon.full(), " (", (L.username(r, k.surgeon.first, k.surgeon.last), "USERNAME"),
               ") ", k.d(k.days(r.randint(1, 6))), " %02d:%02d" % (r.randint(7, 19), r.randint(0, 59)))
    return n, "clinic_letter", k


def radiograph_report(r, c):
    cohort = pick(r, {"AIS": 50, "EOS": 12, "ADULT": 18, "NM": 8, "SK": 6, "CONG": 6})
    k = Case(r, c, cohort)
    cv = C.Curves(r, cohort)
    n = Note(r)
    n.line(r.choice(["DEPARTMENT OF RADIOLOGY", "DIAGNOSTIC IMAGING REPORT", "Medical Imaging", "RADIOLOGY REPORT"]))
    n.line((k.hosp, "HOSPITAL"), r.choice([" - EOS Imaging Suite", " - Musculoskeletal Imaging", "", ""]))
    n.add("\n")
    nm = k.pt.caps() if r.random() < 0.7 else k.pt.fml()
    sexw = k.pt.sex
    n.line("Patient: ", nm, "    ", k.idl(k.mrn, "MRN"))
    n.add("DOB: ", k.d(k.dob), "    Age/Sex: ", A(k.age), r.choice(["Y ", "y ", " yrs / ", " "]), sexw, "\n")
    if k.natid and r.random() < 0.6:
        n.line(k.idl(k.natid, "MRN"))
    acc = L.accession(r)
    n.line("Accession: ", (acc, "IDNUM"))
    if r.random() < 0.5:
        n.line("Order No: ", ("ORD" + L.digits(r, 7), "IDNUM"))
    t = "%02d:%02d" % (r.randint(8, 17), r.randint(0, 59))
    n.line("Exam date: ", k.d(k.visit), " ", t)
    ref = k.surgeon
    n.line("Referrer: ", "Dr " if us(k) else k.s_title + " ", ref.full(), r.choice([" (Spinal Surgery)", " - Orthopaedics", ""]))
    if r.random() < 0.5:
        if r.random() < 0.5:
            n.line("Location: ", (k.hosp, "HOSPITAL"))
        else:
            n.line("Location: ", r.choice(["Spinal Outpatients", "Orthopaedic Clinic 3", "Fracture & Spine Clinic", "Outpatients"]))
    if us(k) and r.random() < 0.5:
        n.line(k.idl(k.acct, "ACCOUNT"))
    n.add("\n")
    postop = cohort in ("AIS", "NM", "ADULT") and r.random() < 0.25
    if postop:
        cv.main = r.randint(6, 20)
        cv.prev = cv.main + r.randint(-2, 2)
        cv.minor = max(4, cv.minor // 2)
    mcgr = cohort == "EOS" and r.random() < 0.7
    exam = r.choice(["XR WHOLE SPINE SCOLIOSIS PA + LATERAL (EOS)", "XR SPINE SCOLIOSIS 2 VIEWS", "EOS biplanar full spine",
                     "XR Spine standing PA/lateral", "XR Spine PA + bending views (supine left/right)"])
    n.line("EXAMINATION: ", exam)
    hx = r.choice(C.DX[cohort])
    if postop:
        opd = k.days(-r.randint(40, 800))
        n.line("CLINICAL HISTORY: ", hx, ". PSF on ", k.d(opd), ". Routine post-operative follow-up.")
    elif mcgr:
        ind = k.days(-r.randint(200, 1500))
        n.line("CLINICAL HISTORY: ", hx, ". MCGR insertion ", k.my(ind), ". Post-lengthening check.")
    else:
        n.line("CLINICAL HISTORY: ", hx, ". ", r.choice(["Monitor curve.", "Brace review - out of brace 24 h.", "? progression",
                                                          "Pre-op planning.", "Skeletal maturity?"]))
    comp = k.days(-r.choice([90, 120, 180, 240, 365]))
    has_comp = r.random() < 0.85
    n.line("COMPARISON: ", k.d(comp) if has_comp else "None available.")
    n.line("TECHNIQUE: Standing %s. DAP %.1f mGy.cm2." % (r.choice(["PA and lateral", "biplanar low-dose", "PA"]), r.uniform(8, 95)))
    n.add("\nFINDINGS:\n")
    if r.random() < 0.6:
        n.line("Curve            Levels      Apex     Cobb   Prior")
        n.line("Proximal thor.   T1-T5       T3       %2d     %2d" % (cv.pt, max(5, cv.pt - r.randint(-2, 3))))
        i0, i1 = C.LEVELS.index(cv.main_lv[0]), C.LEVELS.index(cv.main_lv[1])
        n.line("%-16s %-11s %-8s %2d     %2d" % (cv.region[:15].capitalize(), "%s-%s" % cv.main_lv, C.lv((i0 + i1) // 2),
                                               cv.main, cv.prev))
        n.line("Compensatory     %-11s -        %2d     %2d" % (r.choice(["T12-L4", "L1-L4", "T11-L3"]), cv.minor, max(5, cv.minor - 2)))
    else:
        n.add("There is a %s measuring %d degrees (previously %d). " % (cv.main_str(), cv.main, cv.prev),
              "The compensatory curve measures %d degrees. Proximal thoracic curve %d degrees.\n" % (cv.minor, cv.pt))
    if "bending" in exam:
        n.line("Bending: main curve reduces to %d deg (flexibility %d%%), minor curve to %d deg." %
               (cv.bend, 100 - cv.bend * 100 // max(1, cv.main), max(2, cv.minor // 3)))
    n.line("Sagittal: T5-T12 kyphosis %d deg, L1-S1 lordosis %d deg. %s" % (cv.kyph, cv.lord, r.choice(
        ["No spondylolysis.", "Grade 1 L5/S1 spondylolisthesis.", "No listhesis.", "Schmorl's nodes T8-T10."])))
    if not k.adult:
        n.line("Risser %d. Triradiate cartilages %s." % (C.risser(r, k.age), "open" if k.age <= 11 else "closed"))
    if postop:
        n.line("Posterior instrumentation intact, no screw lucency, no rod fracture. No junctional kyphosis.")
    if mcgr:
        n.line("Bilateral magnetically controlled growing rods. Actuator distraction L %.1f mm, R %.1f mm. No pin fracture." % (
            r.uniform(8, 40), r.uniform(8, 40)))
    if k.adult:
        n.line("Spinopelvic: PI %d, PT %d, SS %d, SVA %d mm. Lateral listhesis L3 on L4 %d mm." % (
            r.randint(40, 70), r.randint(12, 38), r.randint(20, 45), r.randint(10, 130), r.randint(3, 12)))
    n.add("\nIMPRESSION:\n")
    diff = cv.main - cv.prev
    if postop:
        n.line("1. Satisfactory appearances following posterior instrumented fusion; residual curve %d degrees." % max(6, cv.main // 3))
    elif has_comp:
        n.line("1. ", cap1(cv.main_str()), " %d degrees, " % cv.main,
               "progressed by %d degrees since " % diff if diff >= 5 else "stable compared with ", k.d(comp), ".")
    else:
        n.line("1. ", cap1(cv.main_str()), " %d degrees. No prior imaging for comparison." % cv.main)
    if r.random() < 0.5:
        n.line("2. No other significant abnormality.")
    n.add("\n")
    rad = k.staff()
    n.add("Reported by: Dr ", rad.full(), r.choice([", Consultant Radiologist", ", MD", ", FRCR", ", FRANZCR", ""]))
    if r.random() < 0.3:
        n.add("  ", k.lic())
    n.add("\n")
    n.line(r.choice(["Verified: ", "Signed: ", "Report authorised "]), k.d(k.days(r.randint(0, 2))),
           " %02d:%02d" % (r.randint(8, 20), r.randint(0, 59)))
    if r.random() < 0.3:
        n.line("Workstation ", (L.ip(r), "IPADDR"), " / user ", (L.username(r, rad.first, rad.last), "USERNAME"))
    if r.random() < 0.3:
        n.line("Images available: ", k.url("/pacs/viewer?acc=" + acc.replace("/", "").replace("-", "")))
    return n, "radiograph_report", k


def brace_fitting(r, c):
    cohort = pick(r, {"AIS": 84, "SK": 9, "EOS": 7})
    k = Case(r, c, cohort)
    if k.age < 8:
        k.cohort = "EOS"
    cv = C.Curves(r, "AIS" if cohort != "SK" else "SK", main=r.randint(22, 42))
    n = Note(r)
    co = L.orthotic_co(r)
    n.line(r.choice(["ORTHOTIC BRACE FITTING RECORD", "Brace Fitting / Issue Record", "SPINAL ORTHOSIS - FITTING NOTE"]))
    n.add((co, "ORGANIZATION"), " at ", (k.hosp, "HOSPITAL"), " Orthotics Department\n")
    n.add("Tel ", (L.phone(r, c), "PHONE"))
    if r.random() < 0.5:
        n.add("  Email ", k.email(generic=r.choice(["orthotics", "orthotics.bookings", "bracing"])))
    n.add("\n")
    n.add("\n")
    n.line("Patient: ", k.pt.full(), "        DOB: ", k.d(k.dob), "   Age: ", A(k.age))
    n.line(k.mrn_block())
    n.line("Address: ", k.addr.lines())
    n.line("Parent/guardian: ", k.parent.full(), " (", k.parent_word, ")  Mob: ", (k.parent_mob, "PHONE"))
    n.line("Referring consultant: ", k.s_title + " ", k.surgeon.full())
    ort = k.staff()
    n.line("Orthotist: ", ort.full(), ", ", r.choice(["CO", "CPO", "CPO, LPO"]) if us(k) else r.choice(["Specialist Orthotist", "Senior Orthotist",
                                                                                               "Orthotist"]), "  ", k.lic("orthotist"))
    n.line("Date of fitting: ", k.d(k.visit), "    Cast/scan date: ", k.d(k.days(-r.randint(14, 35))))
    if us(k) or r.random() < 0.3:
        n.line(k.idl(k.acct, "ACCOUNT"))
    n.add("\n")
    brace = r.choice(C.BRACES) if cohort != "SK" else r.choice(["Milwaukee brace (CTLSO)", "anti-kyphosis TLSO", "Boston kyphosis brace"])
    n.line("Diagnosis: ", r.choice(C.DX[cohort]), "; ", cv.main_str() if cohort != "SK" else "kyphosis", " %d deg" % cv.main if cohort != "SK" else " %d deg" % cv.kyph)
    n.line("Orthosis: ", brace)
    n.line("Brace serial no.: ", (L.serial(r, "brace"), "DEVICE"))
    if r.random() < 0.6:
        n.line("Compliance monitor: ", r.choice(["Orthotimer", "iButton", "thermal sensor"]), " ID ", (L.serial(r, "sensor"), "DEVICE"),
               " - fitted in %s pad" % r.choice(["left axillary", "lumbar", "anterior"]))
    n.line("Order no.: ", ("OR" + L.digits(r, 6), "IDNUM"), "   Scan file: ", ("SCN-" + L.digits(r, 5), "IDNUM"))
    n.add("\n")
    n.line("Measurements")
    ht = r.uniform(135, 172)
    n.line("  Height %.1f cm   Weight %.1f kg   Chest %d cm   Waist %d cm   Hips %d cm" % (
        ht, r.uniform(30, 62), r.randint(62, 88), r.randint(52, 72), r.randint(68, 94)))
    n.line("  ASIS width %d cm; trochanter level pad height %d mm" % (r.randint(20, 28), r.randint(8, 20)))
    n.add("\nFit check\n")
    for item in r.sample(["[x] Trimlines: anterior top at xiphoid, clear of thighs when seated at 90 deg",
                          "[x] Thoracic pad at apex (T%d), 20 mm below axilla" % r.randint(7, 10),
                          "[x] Lumbar pad correctly positioned, iliac crest clear",
                          "[x] Closures tensioned to marks, strap lengths recorded",
                          "[ ] Axillary extension trimmed 5 mm - to review",
                          "[x] Sitting comfortable, breathing unrestricted, SpO2 98% in brace",
                          "[x] Skin checked after 45 min wear: mild erythema at thoracic pad, blanching",
                          "[x] Cotton vest worn under orthosis"], 5):
        n.line(item)
    n.add("\n")
    if cohort != "SK":
        n.line("In-brace radiograph: ", k.d(k.days(r.randint(14, 42))) if r.random() < 0.7 else "booked",
               r.choice(["", " - target correction > 40%"]))
    n.add("Wearing regimen: build up over %d days to %d hours per day. " % (r.choice([7, 10, 14]), r.choice([18, 20, 22, 23])),
          "Out of brace for washing, swimming and PE only.\n")
    n.add("Education: skin care, no creams under brace, written leaflet given (",
          k.url("/orthotics/brace-care") if r.random() < 0.5 else "paper copy", ").\n")
    if r.random() < 0.6:
        n.add("School letter provided for ", (k.school, "ORGANIZATION"), ".\n")
    if r.random() < 0.4:
        n.add("Mum ", k.mum.firstn(), " works as ", art(k.parent_job), " ", (k.parent_job, "PROFESSION"),
              " - prefers appointments after 15:30.\n")
    n.add("Next review: ", k.dw(k.days(r.choice([14, 21, 28, 42]))), " %02d:%02d" % (r.randint(8, 16), r.choice([0, 15, 30, 45])),
          " with ", ort.firstn(), ".\n\n")
    n.line("Orthotist: ", ort.full(), "    Signed ", k.d(k.visit))
    if r.random() < 0.5:
        n.line("Parent signature: ", k.parent.full(), "  (", k.parent_word, ")")
    if r.random() < 0.3:
        n.line("Record created by ", (L.username(r, ort.first, ort.last), "USERNAME"), " on ", k.d(k.visit))
    return n, "brace_fitting", k
