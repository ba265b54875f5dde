"""Genres: telephone follow-up log; own additions: discharge summary, MDT outcomes, funding / prior-approval request."""
import clin as C
import locale_fmt as L
import pools as P
from core import Note, Case, A, art, cap1
from genres_a import pick, us, letterhead


def _tm(r, h0=8, h1=17):
    return "%02d:%02d" % (r.randint(h0, h1), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55]))


def phone_log(r, c):
    cohort = pick(r, {"AIS": 55, "EOS": 12, "ADULT": 18, "NM": 10, "SK": 5})
    k = Case(r, c, cohort)
    n = Note(r)
    p = k.pt
    kind = "postop" if cohort != "EOS" and r.random() < 0.65 else ("mcgr" if cohort == "EOS" else "brace" if not k.adult else "postop")
    n.line(r.choice(["SPINAL CNS TELEPHONE FOLLOW-UP LOG", "Telephone contact record - Spinal Surgery",
                     "Nurse phone follow-up (spine)", "TELEPHONE ENCOUNTERS"]))
    n.line((k.hosp, "HOSPITAL"))
    n.line("Patient: ", p.caps() if r.random() < 0.5 else p.full(), "   DOB ", k.d(k.dob), "   ", k.idl(k.mrn, "MRN"))
    opd = k.days(-r.randint(5, 12))
    dis = L.add_days(opd, r.randint(3, 6))
    if kind == "postop":
        n.line("Procedure: posterior spinal fusion ", r.choice(["T4-L1", "T3-L2", "T5-T12", "T10-pelvis", "T2-L3"]), " on ", k.d(opd),
               "; discharged ", k.d(dis))
    elif kind == "mcgr":
        n.line("MCGR in situ since ", k.my(k.days(-r.randint(200, 900))), "; lengthenings 3-monthly")
    else:
        n.line("Brace: ", r.choice(C.BRACES), " issued ", k.d(k.days(-r.randint(10, 40))))
    if k.adult:
        n.line("Contact: ", (k.mobile, "PHONE"), " (mobile); ", k.nok_rel, " ", k.nok.firstn(), " ", (L.phone(r, c, "mobile"), "PHONE"))
    else:
        n.line("Contact: ", k.parent_word, " ", k.parent.full(), " ", (k.parent_mob, "PHONE"), "; home ", (k.home, "PHONE"))
    n.add("\n")
    staff = [k.staff("F"), k.staff()]
    cnsline = L.phone(r, c)
    d = dis if kind == "postop" else k.days(-r.randint(3, 9))
    nent = r.randint(3, 6)
    who_called = k.parent if not k.adult else p
    for i in range(nent):
        d = L.add_days(d, r.randint(1, 4) if i else r.randint(1, 3))
        while d.weekday() >= 5:
            d = L.add_days(d, 1)
        s = r.choice(staff)
        sig = s.init() if r.random() < 0.5 else s.full()
        n.add(k.d(d) if r.random() < 0.7 else k.dw(d), " ", _tm(r), " - ", sig, ": ")
        x = r.random()
        if i > 0 and x < 0.2:
            n.add("No answer on ", (k.parent_mob if not k.adult else k.mobile, "PHONE"), ". Voicemail left asking to call back on ",
                  (cnsline, "PHONE"), ".\n")
            continue
        if kind == "postop":
            if i == 0:
                n.add("Called ", who_called.firstn() if not k.adult else "patient", ". Day %d post-op. " % (d - opd).days,
                      r.choice(["Pain controlled with %s and ibuprofen; oxycodone last taken yesterday. " % C.para(k.c),
                                "Pain 4/10, using oxycodone 2-3 times a day. ", "Pain settling, off opioids. "]),
                      r.choice(["Bowels opened ", "BNO since discharge - increase macrogol to 2 sachets. Last BO "]),
                      k.dw(L.add_days(d, -r.randint(1, 3))), ". ")
                n.add(r.choice(["Wound dry, dressing intact.", "Slight ooze at lower end on dressing, no redness.",
                                "Aquacel still on, no concerns."]), " Walking around the house and to end of road.\n")
            elif x < 0.5:
                n.add(who_called.firstn(), " called the spinal line: ", r.choice([
                    "redness 1 cm at lower wound edge, no fever. Photo sent to ",
                    "itchy wound, no discharge. Photo emailed to ",
                    "worried about numbness lateral thigh (meralgia paraesthetica likely). Discussed; email to "]),
                      k.email(generic=r.choice(["spinal.cns", "spinewound", "spine.nurses"])),
                      ". Reviewed by Dr ", k.staff().lastn(), " (", r.choice(["registrar", "fellow", "SpR"]), "): ",
                      r.choice(["superficial, no antibiotics, review in 48 h.", "for wound clinic tomorrow.",
                                "reassured; GP to check if worse."]), "\n")
            else:
                n.add(r.choice(["Follow-up call. ", "Planned call. "]), r.choice([
                    "Back to school part-time next week; school letter sent. ", "Sleeping better, appetite returning. ",
                    "Constipation resolved. Mobilising well, walked 1 km. ", "Sore between shoulder blades, using heat pack. "]),
                      "Clinic confirmed ", k.d(L.add_days(opd, r.choice([42, 49, 56]))), ".\n")
        elif kind == "mcgr":
            n.add(who_called.firstn(), " reports ", r.choice(["a clunking noise during the last lengthening. ",
                                                             "no issues since lengthening, mild ache 1 day. ",
                                                             "a lump at the top of the scar. "]),
                  r.choice(["Booked XR and ultrasound ", "Added to EOS clinic ", "Moved lengthening to "]), k.d(k.days(r.randint(3, 20))),
                  ". ")
            y = r.random()
            if y < 0.4:
                n.add("Discussed with ", k.s_title + " ", k.surgeon.lastn(), ".\n")
            else:
                n.add("Reassured.\n" if y < 0.7 else "Letter to follow.\n")
        else:
            n.add(who_called.firstn(), " rang: ", r.choice(["red marks over left hip that do not fade after 30 minutes. ",
                                                           "brace rubbing under the arm. ", "struggling to sleep in brace. ",
                                                           "cracked strap on the closure. "]),
                  r.choice(["Advised cotton vest and check fit; orthotics appointment ", "Orthotist to review ",
                            "Appointment for adjustment "]), k.d(k.days(r.randint(2, 12))), ".\n")
    if r.random() < 0.35:
        lab, v = L.vehicle(r, c)
        n.add(k.d(L.add_days(d, 1)), " ", _tm(r), " - ", staff[0].init(), ": ", who_called.firstn(),
              " asked about parking for clinic; accessible bay permit linked to ", lab, " ", (v, "VEHICLE"), ".\n")
    if r.random() < 0.3:
        n.add("Note: family speak ", r.choice(["Polish", "Arabic", "Romanian", "Tagalog", "Somali", "Portuguese", "Mandarin"]),
              " at home; interpreter booking ref ", ("INT-" + L.digits(r, 6), "IDNUM"), ".\n")
    n.add("\n")
    n.line("Spinal CNS line: ", (cnsline, "PHONE"), "   Pager " if us(k) else "   Bleep ", (L.bleep(r), "PHONE"))
    return n, "telephone_log", k


def discharge_summary(r, c):
    cohort = pick(r, {"AIS": 60, "NM": 14, "ADULT": 16, "SK": 5, "EOS": 5})
    k = Case(r, c, cohort)
    n = Note(r)
    p = k.pt
    adm = k.days(-r.randint(4, 9))
    opd = L.add_days(adm, r.choice([0, 0, 1]))
    los = (k.visit - adm).days
    ward = r.choice(P.WARDS)
    n.line(r.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "Discharge Summary - Orthopaedic Spinal"]))
    n.line((k.hosp, "HOSPITAL"), " - ", (ward, "HOSPITAL"))
    n.add("\n")
    n.line("Patient: ", p.full(), "    DOB: ", k.d(k.dob), " (", A(k.age), ")")
    n.line(k.mrn_block())
    if k.ssn and r.random() < 0.4:
        n.line(k.idl(k.ssn, "SSN"))
    n.line("Address: ", k.addr.lines())
    n.line("GP: Dr " if not us(k) else "PCP: Dr. ", k.gp.full(), ", ", (k.gp_prac, "HOSPITAL"), ", ", k.gp_addr.lines())
    if r.random() < 0.5:
        n.line("GP email: ", (L.email(r, generic=r.choice(["reception", "admin", "practice.manager", "gp.letters"])), "EMAIL"),
               "   Fax: ", (L.phone(r, c), "FAX"))
    n.add("\n")
    n.line("Admitted: ", k.d(adm), "   Discharged: ", k.d(k.visit), "   Length of stay: %d days" % los)
    n.line("Consultant: ", k.s_title + " ", k.surgeon.full(), "   Bed ", (str(r.randint(1, 30)), "LOCATION_OTHER"))
    n.add("\n")
    n.line("Diagnosis: ", r.choice(C.DX[cohort]))
    if cohort == "EOS":
        n.line("Procedure: insertion of magnetically controlled growing rods (", k.d(opd), ")")
        n.line("Rod serial numbers: L ", (L.serial(r, "rod"), "DEVICE"), ", R ", (L.serial(r, "rod"), "DEVICE"))
    else:
        n.line("Procedure: ", r.choice(C.PROCS_FUSION).format(u=r.choice(["T2", "T3", "T4", "T10"]), l=r.choice(["L1", "L2", "L3", "L4"]),
                                                              po="T6-T9"), " on ", k.d(opd))
    n.add("\nHospital course:\n")
    hb0, hb1 = r.randint(120, 150), r.randint(78, 108)
    course = ["Uncomplicated surgery; EBL %d mL, cell salvage used." % r.randint(300, 1800),
              "%s overnight for monitoring; stepped down POD 1." % r.choice(["HDU", "PICU", "High dependency"]),
              "Analgesia: %s stopped POD %d; switched to oral oxycodone, %s and ibuprofen." % (
                  r.choice(["PCA morphine", "epidural (ropivacaine)", "intrathecal morphine then PCA"]), r.randint(2, 3), C.para(k.c)),
              "Hb %d g/L pre-op, %d g/L POD 1; no transfusion required." % (hb0, hb1),
              "Drain removed POD %d." % r.randint(1, 3),
              "Mobilised with physiotherapy POD 1; independent on stairs POD %d." % r.randint(3, 5),
              "Standing radiographs %s: satisfactory position of implants." % "",
              r.choice(["Paralytic ileus POD 2-3 managed conservatively.", "Nausea settled with ondansetron.",
                        "Urinary catheter out POD 2, voiding normally.", "Transient right thigh numbness, resolving."])]
    for i, line in enumerate(course):
        if line.startswith("Standing radiographs"):
            n.line("- Standing radiographs ", k.d(L.add_days(opd, r.randint(2, 4))), ": satisfactory position of implants.")
        else:
            n.line("- ", line)
    n.add("\nNeuro: ", r.choice(["intact throughout.", "normal lower limb power and sensation at discharge."]), "\n")
    n.line("Wound: ", r.choice(["clean and dry, Aquacel Ag in situ - remove day 10-14.", "healing well; dissolvable sutures.",
                                "small area of ooze, dressing changed day 4, now dry."]))
    n.add("\nDischarge medications:\n")
    for m in C.discharge_meds(r, k.adult, k.c):
        n.line("  ", m)
    if r.random() < 0.6:
        n.line("Dispensed by: ", (L.pharmacy(r, c), "HOSPITAL") if r.random() < 0.3 else "inpatient pharmacy",
               ", checked by ", k.staff().full(), " (pharmacist)")
    n.add("\nFollow-up:\n")
    n.line("- Wound check with practice nurse at ", (k.gp_prac, "HOSPITAL"), " around ", k.dm(k.days(r.randint(5, 9))))
    n.line("- Spinal clinic ", k.dw(L.add_days(opd, r.choice([42, 56, 84]))), " with standing radiographs")
    n.line("- Spinal CNS will phone within 72 hours on ", ((k.parent_mob if not k.adult else k.mobile), "PHONE"))
    if not k.adult:
        n.line("- Return to school after ", r.choice(["4", "4-6", "6"]), " weeks; letter given for ", (k.school, "ORGANIZATION"))
    else:
        if k.job.startswith("retired"):
            n.line("- Patient ", k.job_phrase(), "; lives with ", k.nok_rel, " ", k.nok.firstn(), " who will help at home")
        else:
            n.line("- Off work as ", art(k.job), " ", (k.job, "PROFESSION"), " for ", r.choice(["6 weeks", "3 months", "8-12 weeks"]),
                   "; fit note issued")
    if r.random() < 0.3:
        lab, v = L.vehicle(r, c)
        n.add("Transport: collected by ", "family" if k.adult else k.parent_word, "; car park exit pass issued for ", lab, " ",
              (v, "VEHICLE"), ".\n")
    n.add("\nAdvice: avoid bending, lifting and twisting for 6 weeks; no driving for 6 weeks. Seek help for fever, wound discharge, "
          "new weakness or numbness, or loss of bladder/bowel control.\n\n")
    doc = k.staff()
    grade = r.choice(["PGY-1", "PGY-2", "Resident", "Intern"]) if us(k) else r.choice(["FY2", "SHO", "CT2", "Resident", "Intern"])
    n.add("Completed by: Dr ", doc.full(), " (", grade, "), ", "pager " if us(k) else "bleep ", (L.bleep(r), "PHONE"), ", ",
          k.d(k.visit), "\n")
    if r.random() < 0.5:
        n.line("Sent electronically to GP; copy to patient", "" if k.adult else [" and ", k.parent.full(), " (", k.parent_word, ")"], ".")
    if r.random() < 0.3:
        n.line("Audit: created by ", (L.username(r, doc.first, doc.last), "USERNAME"), " at ", (L.ip(r), "IPADDR"))
    return n, "discharge_summary", k


def mdt_outcome(r, c):
    k = Case(r, c, "AIS")
    n = Note(r)
    n.line(r.choice(["SPINAL DEFORMITY MDT - OUTCOMES", "Spinal Deformity Multidisciplinary Meeting - Minutes",
                     "Complex Spine MDT outcome sheet"]))
    n.line((k.hosp, "HOSPITAL"), "   ", k.dw(k.visit), "   ", "%02d:%02d" % (r.choice([7, 8, 12, 13]), r.choice([0, 30])))
    n.line("Venue: ", (r.choice(P.BUILDINGS), "LOCATION_OTHER"), ", seminar room ", (str(r.randint(1, 6)), "LOCATION_OTHER"),
           r.choice(["; remote link ", "; Teams link "]), k.url("/mdt/join?room=" + L.digits(r, 6)))
    att = [k.surgeon] + [k.staff() for _ in range(r.randint(4, 7))]
    roles = ["Consultant Spinal Surgeon", "Consultant Spinal Surgeon", "Consultant Anaesthetist", "Consultant Radiologist",
             "Spinal CNS", "Neurophysiologist", "Respiratory Physician", "Orthotist", "Physiotherapist", "Spinal Fellow"]
    n.add("Present: ")
    for i, a in enumerate(att):
        if i:
            n.add("; ")
        n.add(a.full(), " (", "Chair" if i == 0 else roles[min(i, len(roles) - 1)], ")")
    n.add("\n")
    coord = k.staff("F")
    n.line("Coordinator: ", coord.full(), "  ", (L.phone(r, c), "PHONE"))
    if r.random() < 0.4:
        ext = L.hospital(r, c)
        n.line("Joined by video: ", (ext, "HOSPITAL"), " (", k.staff().full(), ")")
    n.add("\n")
    ncase = r.randint(3, 5)
    for i in range(ncase):
        coh = pick(r, {"AIS": 45, "NM": 15, "ADULT": 15, "EOS": 10, "SK": 5, "CONG": 5, "SYND": 5})
        q = Case(r, c, coh, visit=k.visit)
        cv = C.Curves(r, coh)
        n.add("%d. " % (i + 1), q.pt.caps() if r.random() < 0.5 else q.pt.full(), "   ", k.mrn[0] + " ", (q.mrn[1], "MRN"), "   ")
        style = r.random()
        if style < 0.4:
            n.add(A(q.age), q.pt.sex)
        elif style < 0.7:
            n.add(A(q.age), " yrs ", q.pt.sex)
        else:
            n.add("DOB ", q.d(q.dob))
        n.add("\n")
        ref = r.random()
        if ref < 0.3:
            n.line("   Referred from: ", (L.hospital(r, c), "HOSPITAL"), " (Dr ", q.staff().lastn(), ")")
        n.line("   Dx: ", r.choice(C.DX[coh]))
        n.line("   Imaging ", q.d(q.days(-r.randint(5, 60))), ": ", cv.main_str(), " %d deg, kyphosis %d" % (cv.main, cv.kyph),
               "; CT - hemivertebra L2" if coh == "CONG" else r.choice(["", "; MRI - no intraspinal anomaly", "; MRI - syrinx C6-T2 4 mm",
                                                                        "; MRI normal"]))
        disc = []
        if coh == "NM":
            disc.append("FVC %d%% predicted; anaesthetic and respiratory review needed" % r.randint(25, 60))
        if coh == "ADULT":
            disc.append("ODI %d%%, osteopenia; discussed risk of PJK" % r.randint(30, 70))
        n.add("   Discussion: ")
        if coh == "EOS":
            n.add("age ", A(q.age), ", progressive despite casting; ")
        n.add("; ".join(disc) or r.choice(["curve progression %d deg in 6 months" % r.randint(5, 12),
                                                                                 "pain and trunk shift", "patient keen for surgery",
                                                                                 "family wish to avoid surgery"]), ".\n")
        if coh == "EOS":
            out = r.choice(["Proceed to MCGR insertion; list with ", "Serial Mehta casting under GA, review 3 months"])
        elif coh == "ADULT":
            out = r.choice(["Proceed to T10-pelvis fusion after DEXA and optimisation; list with ",
                            "Conservative: pain clinic, facet injections L3-L5, physio", "Whole spine MRI then re-discuss"])
        elif cv.main >= 45 or coh == "NM":
            out = r.choice(["Proceed to PSF %s-%s; cell salvage, IONM; list with " % (cv.main_lv[0], cv.main_lv[1]),
                            "Pre-op optimisation (nutrition, Vit D, sleep study) then PSF; list with "])
        elif cv.main >= 25 and q.age < 15:
            out = r.choice(["Brace (full-time TLSO) and refer for Schroth physiotherapy", "Continue brace, repeat XR 4 months"])
        else:
            out = r.choice(["Observe; repeat standing XR in 6 months", "Discharge to GP with open access",
                            "Whole spine MRI then re-discuss"])
        if out.endswith("with "):
            n.line("   Outcome: ", out, k.s_title + " ", k.surgeon.lastn())
        else:
            n.line("   Outcome: ", out)
        n.line("   Action: ", att[r.randrange(len(att))].init(), " to ", r.choice(["inform family", "book MRI", "write to GP",
                                                                                      "add to waiting list", "contact referring team"]))
        n.add("\n")
    n.line("Next MDT: ", k.d(k.days(r.choice([7, 14, 28]))))
    n.line("Minutes: ", coord.full(), " (MDT coordinator)")
    return n, "mdt_outcome", k


def funding_request(r, c):
    cohort = pick(r, {"AIS": 65, "NM": 10, "ADULT": 15, "EOS": 10})
    k = Case(r, c, cohort)
    n = Note(r)
    p = k.pt
    ins_fax, ins_tel = L.phone(r, c), L.phone(r, c)
    ref = r.choice(["PA-", "REF", "UM"]) + L.digits(r, 8)
    if c == "US":
        n.line(r.choice(["PRIOR AUTHORIZATION REQUEST - SURGICAL", "Precertification Request Form", "PRIOR AUTH REQUEST"]))
    elif c == "CA" and r.random() < 0.5:
        n.line("PRIOR APPROVAL APPLICATION - OUT-OF-COUNTRY HEALTH SERVICES")
    else:
        n.line(r.choice(["PRE-APPROVAL REQUEST - PRIVATE HEALTH COVER", "Funding Request - Spinal Treatment",
                         "Request for Pre-authorisation"]))
    n.line("To: ", (k.insurer, "ORGANIZATION"), r.choice([" - Utilization Management", " - Claims Assessment", " - Pre-approvals Team"]))
    n.line("Fax: ", (ins_fax, "FAX"), "   Phone: ", (ins_tel, "PHONE"))
    n.line("Date: ", k.d(k.visit), "   Urgency: ", r.choice(["standard", "expedited", "routine"]))
    n.add("\n")
    n.line("MEMBER / PATIENT")
    n.line("Name: ", p.lf(), "    DOB: ", k.d(k.dob), "    Sex: ", p.sex)
    n.line(k.idl(k.hp, "HEALTHPLAN"), "    ", "Group no.: " if c == "US" else "Scheme/plan: ",
           (L.group_no(r), "HEALTHPLAN") if c == "US" else r.choice(["Gold Hospital", "Top Extras + Hospital", "Comprehensive", "Plan B"]))
    n.line("Address: ", k.addr.lines())
    n.line("Phone: ", ((k.mobile if k.adult else k.parent_mob), "PHONE"))
    if not k.adult:
        n.add("Policy holder: ", k.parent.full(), " (", k.parent_word, "), DOB ", k.d(L.dob_for(r, k.visit, r.randint(33, 55))))
        if k.ssn and r.random() < 0.9:
            n.add(", ", k.idl(k.ssn, "SSN"))
        if r.random() < 0.6:
            n.add(", employer ", (L.employer(r), "ORGANIZATION"))
        n.add("\n")
    elif k.ssn and r.random() < 0.9:
        n.line(k.idl(k.ssn, "SSN"))
    n.add("\n")
    n.line("REQUESTING PROVIDER")
    n.line(k.s_title + " " if not us(k) else "", k.surgeon.full(), ", ", k.s_cred, "   ", k.lic())
    if c == "US" and r.random() < 0.5:
        n.line("DEA ", (L.letters(r, 2) + L.digits(r, 7), "LICENSE"))
    n.line("Facility: ", (k.hosp, "HOSPITAL"), ", ", k.hosp_addr.lines())
    if c == "US":
        n.line("Facility NPI ", ("1" + L.digits(r, 9), "LICENSE"))
    contact = k.staff("F")
    n.line("Contact: ", contact.full(), ", ", r.choice(["surgical scheduler", "practice manager", "secretary", "billing coordinator"]),
           "  ", (k.dept_tel + " " + L.ext(r), "PHONE"), "  ", k.email(contact))
    n.add("\n")
    n.line("SERVICE REQUESTED")
    opd = k.days(r.randint(21, 90))
    brace = cohort == "AIS" and r.random() < 0.35
    if cohort == "EOS":
        n.line("Insertion of magnetically controlled growing rods; CPT 22847, 22841, 95940. ICD-10 M41.05 / M41.25")
    elif brace:
        n.line("Custom spinal orthosis (", r.choice(C.BRACES[:6]), "); HCPCS L1300 / L1005. ICD-10 M41.125 (AIS, thoracic)")
    else:
        n.line("Posterior spinal fusion with instrumentation %s levels; CPT %s, 22843, 22842, 20930, 95940/95941. ICD-10 %s" % (
            r.choice(["7-12", "13+", "4-6"]), r.choice(["22802", "22804", "22800"]),
            r.choice(["M41.125", "M41.126", "M41.46", "M41.26", "M43.8X9"]) if not k.adult else r.choice(["M41.26", "M48.061", "M40.209"])))
    n.line("Planned date: ", k.d(opd), "   Setting: ", "outpatient orthotics" if brace else "inpatient, expected LOS %d days" % r.randint(3, 7))
    n.line("Account / episode: ", (k.acct[1], "ACCOUNT"))
    n.add("\nCLINICAL SUMMARY\n")
    cv = C.Curves(r, cohort, main=r.randint(25, 40) if brace else r.randint(45, 85))
    n.add(p.firstn(), " is ", "an" if str(k.age).startswith("8") or k.age in (11, 18) else "a", " ", A(k.age), "-year-old ",
          "female" if p.sex == "F" else "male", " with ", r.choice(C.DX[cohort]), ". ")
    n.add("Most recent standing radiographs (", k.d(k.days(-r.randint(5, 40))), ") show a ", cv.main_str(), " of %d degrees, " % cv.main,
          "progressing from %d degrees on " % max(10, cv.main - r.randint(6, 15)), k.d(k.days(-r.randint(200, 420))), ". ")
    n.add("Skeletally immature (Risser %d); bracing indicated per SRS criteria. " % r.choice([0, 1, 2]) if brace else r.choice([
        "Conservative management (bracing and PSSE physiotherapy) has failed to halt progression. ",
        "Curve is beyond the range responsive to bracing. ",
        "Progressive sitting imbalance and pain interfering with daily function. "]),
          C.prom(r), ". ", r.choice(C.NEURO_NORMAL), "\n")
    if c == "CA" and r.random() < 0.5:
        n.add("Treatment requested at ", (L.hospital(r, "US"), "HOSPITAL"), ", ", (r.choice(["Ohio", "Minnesota", "Michigan"]), "STATE"), ", ",
              ("USA", "COUNTRY"), ", as the procedure is not available in ", (k.addr.state_full, "STATE"), " within a medically acceptable time.\n")
    n.add("\nAttachments: clinic letter ", k.d(k.days(-r.randint(3, 30))), ", radiology report (accession ",
          (L.accession(r), "IDNUM"), "), photographs.\n")
    n.add("\nInsurer reference: ", (ref, "IDNUM"), "\n")
    n.add("Signed: ", k.surgeon.full(), "  ", k.d(k.visit), "\n")
    if r.random() < 0.4:
        n.add("Submitted via provider portal ", k.url("/provider/preauth"), " by ", (L.username(r, contact.first, contact.last), "USERNAME"), "\n")
    return n, "funding_request", k
