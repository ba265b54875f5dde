"""Genres: pre-assessment record, school/PE letter, physiotherapy (Schroth) note."""
import clin as C
import locale_fmt as L
import pools as P
from core import Note, Case, A, art, cap1
from genres_a import pick, us, letterhead


def preassessment(r, c):
    cohort = pick(r, {"AIS": 55, "NM": 12, "ADULT": 18, "SK": 5, "SYND": 5, "EOS": 5})
    k = Case(r, c, cohort)
    n = Note(r)
    p = k.pt
    n.line(r.choice(["PRE-OPERATIVE ASSESSMENT - SPINAL SURGERY", "Pre-admission Clinic Record", "PRE-ASSESSMENT (SPINE)",
                     "Pre-anesthesia / Pre-admission Testing" if us(k) else "Pre-op Assessment Clinic"]))
    n.add((k.hosp, "HOSPITAL"))
    if r.random() < 0.5:
        n.add(", ", (r.choice(P.BUILDINGS), "LOCATION_OTHER"))
    if r.random() < 0.5:
        n.add(", room ", (str(r.randint(1, 40)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
    n.add("\n")
    nurse = k.staff("F" if r.random() < 0.8 else "M")
    n.line("Date: ", k.d(k.visit), "    Assessed by: ", nurse.full(), r.choice([", RN", ", Pre-assessment Nurse", " (CNS)", ", RGN"]))
    n.add("\n")
    n.line("PATIENT DETAILS")
    n.line("Name: ", p.full(), (["   Preferred name: ", (p.nickname, "PATIENT")] if p.nickname and r.random() < 0.7 else ""))
    n.line("DOB: ", k.d(k.dob), "   Age: ", A(k.age), "   Sex: ", "Female" if p.sex == "F" else "Male")
    n.line(k.mrn_block())
    if k.ssn and r.random() < (0.85 if c == "US" else 0.4):
        n.line(k.idl(k.ssn, "SSN"))
    n.line("Address: ", k.addr.lines())
    n.line("Home: ", (k.home, "PHONE"), "   Mobile: ", (k.mobile if k.adult else k.parent_mob, "PHONE"))
    if r.random() < 0.5:
        who = p if k.adult else k.parent
        n.line("Email: ", k.email(who))
    n.line("Next of kin: ", k.nok.full(), " (", k.nok_rel, ") ", (L.phone(r, c, "mobile"), "PHONE"))
    n.line("GP: Dr ", k.gp.full(), ", ", (k.gp_prac, "HOSPITAL"), ", ", (k.gp_addr.city, "CITY"), "  Tel ", (L.phone(r, c), "PHONE"))
    if c in ("US", "AU", "ZA", "IE") or r.random() < 0.3:
        n.line("Funding: ", (k.insurer, "ORGANIZATION"), "  ", k.idl(k.hp, "HEALTHPLAN"))
        if c == "US" and r.random() < 0.6:
            sub = k.parent if not k.adult else p
            n.line("Group ", (L.group_no(r), "HEALTHPLAN"), "   Subscriber: ", sub.full(), " DOB ",
                   k.d(L.dob_for(r, k.visit, r.randint(34, 52))) if sub is not p else k.d(k.dob),
                   "   Employer: ", (L.employer(r), "ORGANIZATION"))
    n.add("\n")
    opd = k.days(r.randint(7, 35))
    n.line("PLANNED PROCEDURE: ", r.choice(C.PROCS_FUSION).format(u="T4", l="L1", po="T7-T9") if cohort != "EOS" else
           "Insertion of magnetically controlled growing rods")
    n.line("Date of surgery: ", k.dw(opd), "   Surgeon: ", k.s_title + " ", k.surgeon.lastn(), "   Admit to: ",
           (r.choice(P.WARDS), "HOSPITAL"))
    n.add("\n")
    n.line("HISTORY")
    n.line("Diagnosis: ", r.choice(C.DX[cohort]))
    pmh = []
    if cohort == "NM":
        pmh = ["epilepsy - last seizure %d months ago" % r.randint(2, 20), "gastrostomy fed", "recurrent chest infections"]
    elif k.adult:
        pmh = r.sample(["HTN", "T2DM (HbA1c 52 mmol/mol)", "osteopenia (T-score -1.9)", "AF on apixaban",
                        "OSA on CPAP", "hypothyroidism", "GORD", "PMR on low-dose prednisolone"], 2)
    else:
        pmh = r.sample(["asthma (mild, inhaler PRN)", "nil significant", "eczema", "migraine", "anxiety"], 1)
    n.line("PMH: ", "; ".join(pmh))
    if r.random() < 0.5:
        n.line("Previous anaesthetics: ", r.choice(["tonsillectomy", "grommets", "appendicectomy", "dental extractions",
                                                     "forearm fracture MUA"]), " aged ", A(r.randint(3, max(4, min(k.age - 1, 40)))),
               " - no complications. No family history of malignant hyperthermia or suxamethonium apnoea.")
    else:
        n.line("Previous anaesthetics: nil. FHx: no anaesthetic problems.")
    n.line("Medications: ", "; ".join(r.sample(C.REG_MEDS_ADULT if k.adult else C.REG_MEDS_CHILD, r.randint(1, 3))))
    n.line("Allergies: ", r.choice(C.ALLERGIES))
    if k.adult:
        n.line("Social: ", k.job_phrase(), "; lives with ", k.nok_rel, "; ",
               r.choice(["non-smoker", "ex-smoker (stopped 4 years)", "smokes 5/day - cessation advised"]),
               "; alcohol %d units/week." % r.randint(0, 14))
    else:
        n.line("Social: attends ", (k.school, "ORGANIZATION"), "; lives with ", r.choice(["both parents", "mum and brother",
                                                                                          "dad and stepmum", "grandparents"]),
               "; ", k.parent_word, " is ", art(k.parent_job), " ", (k.parent_job, "PROFESSION"), ".")
    n.add("\n")
    n.line("EXAMINATION / OBS")
    ht = r.uniform(140, 182)
    if k.adult:
        ht = r.uniform(150, 182)
        wt = r.uniform(19, 31) * (ht / 100) ** 2
    elif cohort == "NM":
        ht = r.uniform(110, 160)
        wt = r.uniform(11, 17) * (ht / 100) ** 2
    else:
        ht = r.uniform(128 + 3 * max(0, k.age - 9), 150 + 4 * max(0, k.age - 9))
        wt = r.uniform(15, 24) * (ht / 100) ** 2
    n.line("Ht %.1f cm  Wt %.1f kg  BMI %.1f  BP %d/%d  HR %d  SpO2 %d%% RA  T %.1f C" % (
        ht, wt, wt / (ht / 100) ** 2, r.randint(98, 145), r.randint(55, 88), r.randint(58, 104), r.randint(95, 100), r.uniform(36.1, 37.3)))
    n.line("Airway: Mallampati %d, mouth opening > 3 fingerbreadths, full neck movement. ASA %d." % (r.randint(1, 2), r.randint(1, 3)))
    n.add("\n")
    n.line("INVESTIGATIONS")
    lb = C.labs(r)
    n.line(", ".join(lb[:6]))
    n.line(", ".join(lb[6:]))
    gs = r.choice(["GS", "BB", "XM"]) + L.digits(r, 7)
    n.line("Group and save sent - sample no. ", (gs, "IDNUM"), "; crossmatch %d units for day of surgery." % r.choice([2, 2, 3, 4]))
    if r.random() < 0.6:
        n.line("MRSA screen (nose, groin) sent, lab no. ", (r.choice(["M", "MIC"]) + L.digits(r, 8), "IDNUM"))
    if cohort == "NM" or r.random() < 0.3:
        n.line("Spirometry: FVC %.2f L (%d%% predicted). %s" % (r.uniform(0.8, 3.6), r.randint(28, 98),
                                                               r.choice(["Echo: normal biventricular function.", "ECG: sinus rhythm.",
                                                                         "Sleep study requested.", "Cardiology review - fit."])))
    if p.sex == "F" and 12 <= k.age <= 50:
        n.line("Pregnancy test: urine hCG to be repeated on day of surgery (policy).")
    n.line("MRI whole spine ", k.d(k.days(-r.randint(20, 120))), ": no syrinx, no Chiari malformation, no tethered cord.")
    n.add("\n")
    n.line("ADMIN")
    if r.random() < 0.55:
        n.line("Biometric enrolment (palm vein) for theatre check-in: ID ", (L.bioid(r), "BIOID"))
    if r.random() < 0.55:
        lab, v = L.vehicle(r, c)
        drv = k.parent if not k.adult else k.nok
        n.line("Parking permit issued for admission day - ", lab, " ", (v, "VEHICLE"), " (driver ", drv.firstn(), ")")
    n.line("Enhanced recovery information given: ", k.url("/patients/spinal-surgery") if r.random() < 0.6 else "printed booklet",
           ". PCA and log-roll teaching done. Ward visit to ", (r.choice(P.WARDS), "HOSPITAL"), " offered.")
    an = k.staff()
    n.line("Anaesthetic review: Dr ", an.full(), " - ", r.choice(["fit for surgery", "for arterial line and cell salvage",
                                                                  "HDU bed requested post-op", "for PICU post-op"]), ".")
    n.add("\n")
    n.add("Completed by: ", nurse.full(), "  ")
    if r.random() < 0.5:
        n.add(k.lic("nurse"), "  ")
    n.add(k.d(k.visit), "  ", "%02d:%02d" % (r.randint(9, 16), r.randint(0, 59)))
    if r.random() < 0.6:
        n.add("  [", (L.username(r, nurse.first, nurse.last), "USERNAME"), "]")
    n.add("\n")
    return n, "preassessment", k


def school_letter(r, c):
    cohort = pick(r, {"AIS": 75, "EOS": 10, "SK": 8, "CONG": 7})
    k = Case(r, c, cohort)
    if k.age < 6:
        k.age = 6
    n = Note(r)
    p = k.pt
    letterhead(n, k, fax=r.random() < 0.5)
    n.line(k.dl(k.visit))
    n.add("\n")
    sch_addr = L.Address(r, c)
    sch_addr.same_area(k.addr)
    teacher = k.staff()
    teacher.typ = "FAMILY"
    role = r.choice(["Head of Year", "SENCo", "Head of PE", "School Nurse", "Principal", "Learning Support Coordinator",
                     "Year Head", "Form Tutor"])
    named = r.random() < 0.6
    n.line(r.choice(["Mr ", "Mrs ", "Ms "]) if named else "", teacher.full() if named else "The " + role)
    if named:
        n.line(role)
    n.line((k.school, "ORGANIZATION"))
    n.add(sch_addr.lines(multiline=True))
    n.add("\n\n")
    if named:
        n.line("Dear ", r.choice(["Mr ", "Mrs ", "Ms "]), teacher.lastn(), ",")
    else:
        n.line(r.choice(["To whom it may concern,", "Dear Colleague,", "Dear Sir/Madam,"]))
    n.add("\n")
    yr = {"UK": "Year %d" % max(3, k.age - 4), "IE": "%s Year" % r.choice(["1st", "2nd", "3rd", "Transition", "5th"]),
          "US": "Grade %d" % max(1, k.age - 5), "CA": "Grade %d" % max(1, k.age - 5), "AU": "Year %d" % max(1, k.age - 5),
          "NZ": "Year %d" % max(2, k.age - 4), "ZA": "Grade %d" % max(1, k.age - 6)}[c]
    n.add("Re: ", p.full(), ", DOB ", k.d(k.dob), ", ", yr)
    if r.random() < 0.5:
        n.add(", student no. ", (r.choice(["", "S", "STU"]) + L.digits(r, r.choice([6, 7, 8])), "IDNUM"))
    n.add("\n\n")
    kind = r.random()
    nm = p.call()
    if cohort == "EOS" or kind < 0.2:
        kind = "mcgr" if cohort == "EOS" else "obs"
    elif kind < 0.6:
        kind = "brace"
    else:
        kind = "postop"
    if kind == "brace":
        n.add(nm, " is under the care of the spinal team at ", (k.hosp, "HOSPITAL"), " for scoliosis and has been prescribed a ",
              r.choice(C.BRACES), " which ", p.he, " needs to wear for about %d hours a day, including during school hours. " % r.choice([18, 20, 22]),
              "I would be grateful if the school could support the following:\n")
        items = ["Permission to remove the brace for PE and to have a private space to change.",
                 "Loose-fitting uniform (e.g. a size larger jumper/trousers) to fit over the brace.",
                 "A locker or a second set of textbooks so heavy bags do not need to be carried.",
                 "A cushion or a chair with a back for lessons; allow %s to stand and stretch if uncomfortable." % p.him,
                 "Extra time to use the toilet.", "Sensitivity regarding changing rooms and any teasing."]
    elif kind == "postop":
        op = k.days(-r.randint(14, 60))
        n.add(nm, " underwent spinal fusion surgery for scoliosis at ", (k.hosp, "HOSPITAL"), " on ", k.dl(op),
              " and is making a good recovery. ", p.He, " may return to school from ", k.dw(k.days(r.randint(3, 20))),
              r.choice([", initially part-time (mornings only) for two weeks.", ".", ", building up over three weeks."]), "\n\n",
              "Please note the following restrictions:\n")
        items = ["No PE, contact sport, trampolining or rough play for 6 months after surgery; swimming from 6 weeks.",
                 "No carrying of heavy bags (maximum about 10% of body weight) - a locker or wheeled bag is advised.",
                 "A lift pass and permission to leave lessons 5 minutes early to avoid crowded corridors.",
                 "Ability to change position or stand during long lessons.",
                 "Exam arrangements through %s (rest breaks, a supportive chair) if needed." % C.EXAM_BODY[c],
                 "Medication: %s may be needed at lunchtime - form enclosed." % C.para(c)]
    elif kind == "mcgr":
        n.add(nm, " has magnetically controlled growing rods in ", p.his, " spine to manage early-onset scoliosis. ",
              "These are lengthened in clinic every few months. ")
        items = ["Please keep strong magnets (e.g. in science lessons) at least 15 cm from the back.",
                 "Gentle PE is encouraged; no contact sport, trampolining or gymnastics.",
                 "The rods may trigger metal detectors - a letter is carried for school trips.",
                 "Please inform parents of any fall onto the back."]
    else:
        n.add(nm, " has a mild scoliosis which is being monitored with radiographs. No treatment is required at present. ",
              "There is no need to restrict any activity; ", p.he, " should continue full participation in PE and sport, "
              "including ", r.choice(["netball", "swimming", "gymnastics", "rugby", "hurling", "dance", "basketball"]), ".\n")
        items = ["Please let us know if you have any concerns."]
    bul = r.choice(["- ", "- ", "* ", "o "])
    for it in items:
        n.line(bul, it)
    n.add("\n")
    if r.random() < 0.4:
        club = L.club(r, c)
        n.add(nm, " is also a member of ", (club, "ORGANIZATION"), " and we have written separately to the coach.\n\n")
    cns = k.staff("F" if r.random() < 0.8 else "M")
    n.add("If you have any questions please contact our Clinical Nurse Specialist, ", cns.full(), ", on ",
          (L.phone(r, c), "PHONE"), r.choice([" (Monday-Friday 08:30-16:30)", "", " (voicemail)"]), " or by email at ",
          k.email(cns), ".\n\n")
    n.add(r.choice(["Yours faithfully,", "Yours sincerely,", "Kind regards,"]), "\n\n\n")
    if r.random() < 0.5:
        n.line(cns.full())
        n.line(r.choice(["Clinical Nurse Specialist - Spinal Surgery", "Spinal Nurse Specialist", "Advanced Nurse Practitioner (Spine)"]))
        n.line("on behalf of ", k.s_title + " ", k.surgeon.full())
    else:
        n.line(k.s_title + " ", k.surgeon.full(), ", ", k.s_cred)
        n.line("Consultant Spinal Surgeon")
    n.add("\n")
    n.line("cc: ", k.parent.full(), " (", k.parent_word, ")")
    if r.random() < 0.3:
        n.line("Parent information: ", k.url("/scoliosis/school"))
    return n, "school_letter", k


def physio_note(r, c):
    cohort = pick(r, {"AIS": 80, "SK": 8, "ADULT": 12})
    k = Case(r, c, cohort)
    cv = C.Curves(r, cohort, main=r.randint(14, 45))
    n = Note(r)
    p = k.pt
    private = r.random() < 0.5
    clinic = (L.town(r, c) + r.choice([" Physiotherapy", " Spine & Posture Physio", " Scoliosis Physio Clinic"])) if private else k.hosp
    pt_ = k.staff()
    sess = r.randint(1, 12)
    tot = max(sess, r.choice([6, 8, 10, 12]))
    n.line(r.choice(["PHYSIOTHERAPY - SCOLIOSIS SPECIFIC EXERCISE (SCHROTH)", "Physio note - PSSE / Schroth",
                     "Schroth Best Practice session"]))
    n.line((clinic, "HOSPITAL"), r.choice(["", " - Outpatient Physiotherapy", " - Paediatric Physio"]) if not private else "")
    if private:
        n.line(L.Address(r, c).lines(), "  Ph ", (L.phone(r, c), "PHONE"))
    n.add("\n")
    n.line("Patient: ", p.full(), "   DOB ", k.d(k.dob), "   (", A(k.age), r.choice(["y)", " yrs)", ")"]))
    if not private:
        n.line(k.idl(k.mrn, "MRN"))
    elif r.random() < 0.6:
        n.line("Client no. ", ("C" + L.digits(r, 5), "IDNUM"), "   Funding: ", (k.insurer, "ORGANIZATION"), " ",
               k.idl(k.hp, "HEALTHPLAN", " "))
    n.line("Date: ", k.d(k.visit), "   Session %d of %d" % (sess, tot), "   Physio: ", pt_.full(), "  ", k.lic("allied") if r.random() < 0.5 else "")
    if r.random() < 0.5:
        n.line("Referred by: ", k.s_title + " ", k.surgeon.lastn(), " (", (k.hosp, "HOSPITAL"), ")")
    n.add("\n")
    n.line("Curve: %s %d deg (XR " % (cv.main_str(), cv.main), k.my(k.days(-r.randint(30, 200))),
           "); Schroth %s / Rigo %s" % (r.choice(C.SCHROTH_CURVE), r.choice(C.RIGO)))
    n.add("\n")
    acc = r.choice(["", " with " + k.parent_word + " "]) if 15 <= k.age < 18 else " with " + k.parent_word + " " if not k.adult else ""
    n.add("S: Attended", acc.rstrip() + " " if acc else " ")
    if acc:
        n.add(k.parent.firstn(), ". ")
    else:
        n.add("alone. ")
    n.add(r.choice(["Home programme done 4-5x/week, about 20 minutes. ", "Admits home exercises only twice this week (exams). ",
                    "Doing exercises daily with app reminders. ", "Struggling to fit exercises around training. "]),
          r.choice(["Brace wear ~%d h/day per sensor. " % r.randint(12, 22), "No brace. ", "Brace on nights only (Providence). "]),
          r.choice(["No pain. ", "Occasional lumbar ache after long days sitting, 3/10. ", "Rib hump discomfort in bed. "]))
    if r.random() < 0.5:
        sp, cl = r.choice([("netball", "Netball Club"), ("gymnastics", "Gymnastics Club"), ("swimming", "Swim Squad"),
                           ("hockey", "Hockey Club"), ("camogie", "Camogie Club"), ("rowing", "Rowing Club"),
                           ("ballet", "School of Ballet"), ("football", "Football Club")])
        n.add(r.choice(["Plays ", "Training for ", "Competes in "]) if sp != "ballet" else "Dances ", sp,
              " with ", (L.town(r, c) + " " + cl, "ORGANIZATION"), ". ")
    if k.adult:
        n.add(cap1(k.job_phrase()[0]), k.job_phrase()[1:], ". ")
    n.add("\n")
    atr1 = cv.atr
    n.add("O: ATR (scoliometer) thoracic %d deg -> %d deg in corrected posture; lumbar %d deg. " % (atr1, max(1, atr1 - r.randint(2, 5)), r.randint(2, 7)),
          "Trunk shift %s %d mm. " % (cv.other, r.randint(5, 25)),
          r.choice(["Good awareness of pelvic correction, ", "Needs cueing for pelvic correction, "]),
          r.choice(["RAB well coordinated. ", "breathing into concave side improving. "]))
    if r.random() < 0.5:
        n.add("Photos taken for progress (series ", ("PH-" + L.digits(r, 5), "IDNUM"), ").\n")
    else:
        n.add("Photos not taken today.\n")
    n.add("A: ", r.choice(["Improving self-correction and stability in standing.", "Good progress; ready to progress to hanging exercises.",
                           "Compliance is the main barrier; motivational discussion held.",
                           "Mild improvement in ATR with correction; continue."]), "\n")
    n.add("P:\n")
    for ex in r.sample(C.SCHROTH_EX, r.randint(3, 5)):
        n.line("- ", ex, ", %d x %d breaths" % (r.randint(3, 5), r.randint(5, 10)))
    nxt = k.days(r.choice([7, 14, 21, 28]))
    if not k.adult and r.random() < 0.4:
        n.add("Consent for clinical photographs signed by ", k.parent.full(), " (", k.parent_word, ").\n")
    n.add("Next session ", k.dw(nxt), ". ")
    if r.random() < 0.45:
        n.add("Home programme videos: ", k.url("/physio/schroth-home-programme"), ". ")
    if r.random() < 0.3:
        n.add("Contact: ", (L.phone(r, c), "PHONE"), ". ")
    n.add("\n\n", pt_.full(), r.choice([", Physiotherapist", ", Senior Physiotherapist", ", Certified Schroth Therapist (C2)",
                                         ", PT, DPT" if us(k) else ", MCSP" if c == "UK" else ", Physio"]))
    n.add("\n")
    return n, "physio_schroth", k
