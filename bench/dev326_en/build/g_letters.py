"""Genres: Meniere's management letter, GP referral triage, fitness to work/drive letter."""
import clin as C
import common as K
import frag as F
import locales as L
import pools

LICENSING = {"UK": "DVLA", "IE": "NDLS", "AU": "the state licensing authority (Austroads standards)",
             "NZ": "NZTA Waka Kotahi", "CA": "the Ministry of Transportation", "US": "the DMV",
             "SG": "the Traffic Police", "ZA": "the Department of Transport"}


def _re_line(nb, case):
    rng = case.rng
    nb.add(rng.choice(["Re: ", "RE: ", "Patient: "]), case.ptn(rng.choice(["title_full", "full", "last_first"])))
    nb.add(rng.choice([", DOB ", "  D.O.B. ", " (DOB "]), case.D(case.dob))
    if nb.parts[-2] == " (DOB ":
        nb.add(")")
    nb.add("\n")
    nb.add(case.mrn[0], ": ", (case.mrn[1], "MRN"))
    if case.nhs:
        nb.add("   NHS No: ", (case.nhs, "MRN"))
    nb.add("\n", L.addr_items(rng, case.addr), "\n")


def menieres_letter(case, nb):
    rng = case.rng
    doc = case.clin("doctor")
    s = case.side
    to_patient = rng.random() < 0.25
    K.letterhead(nb, case, dept=rng.choice(["Audiovestibular Medicine", "Ménière's and Balance Clinic", "Otology / Neuro-otology",
                                            "Department of ENT Surgery"]))
    nb.add("\n", rng.choice(["Our ref: ", "Ref: "]), (rng.choice(["AVM", "ENT", "MD"]) + "/" + L.digits(rng, 5), "IDNUM"), "\n")
    nb.add("Clinic date: ", case.D(case.visit), "\n")
    if rng.random() < 0.5:
        nb.add("Date typed: ", case.D(L.shift(case.visit, rng.randint(1, 12))), "\n")
    nb.add("\n")
    if to_patient:
        nb.add(case.ptn("title_full"), "\n", L.addr_items(rng, case.addr, sep="\n"), "\n\n")
        nb.add("Dear ", case.pt.title, " ", (case.pt.last, "PATIENT"), ",\n\n")
        nb.add("I am writing to summarise our discussion in clinic today, as promised. ")
    else:
        nb.add(K.gp_items(case), "\n\n")
        nb.add("Dear ", rng.choice([["Dr ", (case.gp.last, "DOCTOR")], ["Dr ", (case.gp.full(), "DOCTOR")]]), ",\n\n")
        _re_line(nb, case)
        nb.add("\n")
        nb.add("Diagnosis: ", C.dx_text(case) if case.dx["key"] == "menieres" else "%s Ménière's disease" % s.capitalize(), "\n")
        nb.add(rng.choice(["Stage: ", "AAO-HNS stage "]), str(rng.randint(1, 4)), rng.choice(["", " (4-tone average %d dB HL)" % rng.randint(26, 70)]), "\n")
        nb.add("Medication: ", ", ".join(rng.sample(C.VEST_MEDS["menieres"], rng.randint(1, 3))), "\n\n")
    he, He, his = case.pronoun("s"), case.pronoun("S"), case.pronoun("p")
    you = to_patient
    subj = "you" if you else he
    Subj = "You" if you else He
    if not you:
        nb.add("I reviewed ", case.ptn("title_last"), " ", rng.choice(["in the Ménière's clinic today", "today", "in clinic"]))
        if rng.random() < 0.5:
            rel, nm = F.relative_items(case)
            nb.add(", accompanied by ", his, " ", rel, " ", nm)
        nb.add(". ")
    last = L.shift(case.visit, -rng.randint(60, 200))
    nb.add("Since ", "your" if you else his, " last review on ", case.D(last), ", ", subj, " ",
           "have" if you else "has", " had %d attacks of vertigo, each lasting %d-%d hours" % (rng.randint(2, 14), rng.randint(1, 2), rng.randint(3, 8)))
    r = rng.random()
    if r < 0.4:
        nb.add(", the worst over ", (rng.choice(F.HOLIDAYS[case.cc]).replace("the ", ""), "DATE"), " when ", subj,
               " attended the Emergency Department at ", (K.hospital_name(rng, case.cc, L.town(rng, case.cc)), "HOSPITAL"))
    elif r < 0.7:
        nb.add(", including one on ", (L.weekday_date(rng, L.shift(case.visit, -rng.randint(5, 50)), case.cc), "DATE"),
               " that caused a fall at home")
    nb.add(". ", "Tinnitus and fullness in the %s ear persist between attacks. " % s)
    nb.add("The audiogram today shows a %s low-frequency sensorineural loss (250 Hz %d dB, 500 Hz %d dB HL) which has %s. " % (
        s, rng.randint(35, 70), rng.randint(30, 60), rng.choice(["fluctuated", "worsened by about 10 dB", "remained stable"])))
    if rng.random() < 0.6 and not case.retired:
        p = case.profession
        nb.add("\n\n", Subj, " work", "" if you else "s", " as ", F.article(p), " ", (p, "PROFESSION"), " at ",
               (case.employer, "ORGANIZATION"), rng.choice([" and ", "; "]))
        mgr = K.Person(rng)
        nb.add(rng.choice(["the line manager, ", "the manager "]), (mgr.full() if rng.random() < 0.5 else mgr.first, "FAMILY"),
               rng.choice([", has agreed to a temporary desk-based role. ", ", has been supportive. ",
                           ", has asked for a letter about safety at work. "]))
    nb.add("\n\nWe discussed the stepwise approach: dietary measures (salt under 2 g/day, limit caffeine and alcohol), ",
           "betahistine (evidence is limited - the BEMED trial was negative), a diuretic, intratympanic steroid, ",
           "and if needed intratympanic gentamicin or surgery. ")
    plan = rng.choice(["itsteroid", "gent", "continue", "pressure"])
    if plan == "itsteroid":
        nb.add("We agreed on intratympanic dexamethasone (4 mg/ml), up to 3 injections 1 week apart; the first is booked for ",
               case.D(L.shift(case.visit, rng.randint(10, 40))), ". ")
    elif plan == "gent":
        nb.add("Given ongoing disabling attacks despite steroid, we discussed intratympanic gentamicin 40 mg/ml, "
               "including a risk of further hearing loss of around 10-15%. ", Subj, " would like time to consider. ")
    elif plan == "pressure":
        nb.add("Positive pressure therapy with a ", rng.choice(["PulsaTone P-2", "AuraPress Mini"]), " device (serial ",
               (L.letters(rng, 2) + L.digits(rng, 6), "DEVICE"), ") was loaned for a 3-month trial. ")
    else:
        nb.add("For now we will continue betahistine and dietary measures and repeat the audiogram in 3 months. ")
    nb.add("\n\nDriving: ", subj.capitalize(), " should not drive until attacks are controlled and should inform ",
           LICENSING[case.cc], ". ")
    if rng.random() < 0.5:
        nb.add("A support group leaflet was given", " to you" if you else "", ". ")
    nb.add("\n\nFollow-up: ", rng.choice(["review in clinic on ", "telephone review on ", "audiogram and review on "]),
           case.D(L.shift(case.visit, rng.randint(30, 120))), ".")
    if rng.random() < 0.5:
        nb.add(" For urgent advice ", "you" if you else "the patient", " can contact the Ménière's nurse line on ",
               (L.phone(rng, case.cc), "PHONE"), ".")
    nb.add("\n\n")
    K.signoff(nb, case, doc, closing=rng.choice(["Yours sincerely,", "Kind regards,", "Yours sincerely"]), contact=rng.random() < 0.3)
    F.typist(nb, case, doc)
    F.cc_block(nb, case, gp=to_patient, patient=not to_patient)


def gp_referral_triage(case, nb):
    rng = case.rng
    gp = case.gp
    tri = case.clin("doctor")
    cc = case.cc
    nb.add(rng.choice(["REFERRAL TRIAGE - BALANCE / AUDIOVESTIBULAR SERVICE", "Referral Triage Record",
                       "E-REFERRAL: DIZZINESS", "Balance Service - Incoming Referral"]), "\n")
    nb.add((case.hosp, "HOSPITAL"), "\n\n")
    recv = L.shift(case.visit, -rng.randint(20, 120))
    nb.add("Received: ", case.D(recv), " via ", rng.choice(["e-RS" if cc == "UK" else "e-referral", "fax", "secure email", "Healthlink" if cc in ("AU", "NZ", "IE") else "portal"]), "\n")
    if cc == "UK":
        nb.add("UBRN: ", ("%s %s %s" % (L.digits(rng, 4, "0"), L.digits(rng, 4), L.digits(rng, 4)), "IDNUM"), "\n")
    elif cc == "US":
        nb.add("Authorization #: ", ("PA" + L.digits(rng, 9), "IDNUM"), "\n")
        if case.plan:
            nb.add("Payer: ", (case.insurer, "ORGANIZATION"), "  ", case.plan[0], ": ", (case.plan[1], "HEALTHPLAN"), "\n")
    else:
        nb.add("Referral ID: ", ("R" + L.digits(rng, 7), "IDNUM"), "\n")
    nb.add("From: ", K.cname(gp, "dr_full"), ", ", (case.practice, "HOSPITAL"), "\n      ", L.addr_items(rng, case.practice_addr), "\n")
    nb.add("      Tel ", (case.practice_phone, "PHONE"))
    if rng.random() < 0.6:
        nb.add("  Fax ", (L.phone(rng, cc), "FAX"))
    nb.add("\n")
    if rng.random() < 0.35:
        nb.add("      Practice email ", (K.email_for(rng, K.slug(case.practice)[:12] + ".admin"), "EMAIL"), "\n")
    nb.add("\nPatient: ", case.ptn(rng.choice(["last_first", "full"])), "   DOB ", case.D(case.dob), "   ",
           case.mrn[0] if cc != "UK" else "NHS No", " ", (case.mrn[1] if cc != "UK" else case.nhs, "MRN"), "\n")
    nb.add("Address: ", L.addr_items(rng, case.addr), "\n")
    nb.add("Phone: ", (case.phone if rng.random() < 0.5 else case.mobile, "PHONE"), "\n")
    if cc in ("AU", "CA", "IE") and case.plan:
        nb.add(case.plan[0], ": ", (case.plan[1], "HEALTHPLAN"), "\n")
    nb.add("\n--- Referral letter ---\n")
    nb.add(rng.choice(["Dear Colleague,", "Dear Balance Team,", "Dear Dr,", "Hi team,"]), "\n\n")
    nb.add(rng.choice(["Thank you for seeing this ", "I would be grateful if you could see this ", "Please assess this "]),
           F.age_phrase(case), " with ", rng.choice(["recurrent dizziness", "vertigo", "ongoing imbalance", "episodic vertigo and hearing change"]), ". ")
    nb.add(F.onset_items(case), ". ")
    nb.add(" ".join(C.story(case)), " ")
    nb.add(rng.choice(["I tried an Epley in surgery without success. ", "Stemetil helped initially. ",
                       "Bloods normal (FBC, U&E, TFTs, glucose 5.4 mmol/L). ", "ECG sinus rhythm. ", ""]))
    if rng.random() < 0.5:
        nb.add(F.social(case))
    nb.add("\n\nPMH: ", ", ".join(C.pmh(case) or ["nil"]), "\nMeds: ", ", ".join(C.meds(case)), "\n\n")
    nb.add(rng.choice(["Many thanks,", "Kind regards,", "Thanks"]), "\n", K.cname(gp, rng.choice(["dr_full", "full"])), "\n")
    nb.add("\n--- Triage ---\n")
    k = case.dx["key"]
    flag = rng.random() < 0.12
    nb.add("Red flags: ", "[x] new neurological symptoms - redirect" if flag else rng.choice(["none", "[ ] sudden SNHL [ ] neuro signs [ ] new severe headache - none ticked"]), "\n")
    pri = "Urgent" if flag or k == "vs" else rng.choice(["Routine", "Routine", "Soon"])
    nb.add("Priority: ", pri, "\n")
    out = rng.choice(["Accept - Balance clinic (AVM)", "Accept - direct to vestibular physio", "Accept - ENT Ménière's clinic",
                      "Advice and guidance returned to GP", "Accept - BPPV one-stop clinic"]) if not flag else "Redirected to Neurology (TIA/stroke pathway)"
    nb.add("Outcome: ", out, "\n")
    nb.add("Pre-clinic tests: ", rng.choice(["PTA + tympanometry", "PTA, VNG with calorics, vHIT", "none", "MRI IAMs requested"]), "\n")
    nb.add("Triaged by: ", K.cname(tri, rng.choice(["dr_full", "dr_last", "initials"])), " on ", case.D(L.shift(recv, rng.randint(1, 10))), "\n")
    if rng.random() < 0.5:
        nb.add("Triage comment: ", rng.choice(["Sounds like BPPV - please do Hallpike at first visit.",
                                               "Probable VM; ask GP to start headache diary meanwhile.",
                                               "Needs audiogram on the day.",
                                               "Low-risk; physio first."]), "\n")
    if not flag:
        nb.add("Booked: ", case.D(case.visit), " %02d:%s" % (rng.randint(8, 16), rng.choice(["00", "20", "40", "30"])), ", ",
               F.room_items(case), "; letter sent ", case.D(L.shift(recv, rng.randint(11, 18))), "\n")
    if rng.random() < 0.5:
        adm = case.clin("admin")
        nb.add("Booked by: ", K.cname(adm, "full"), " (", (adm.login, "USERNAME"), ")\n")


def fitness_letter(case, nb):
    rng = case.rng
    doc = case.clin(rng.choice(["doctor", "doctor", "physio"]))
    cc = case.cc
    drv = rng.random() < 0.55
    jobs = pools.DRIVING_JOBS if drv else pools.HEIGHT_JOBS + ["airline pilot", "chef", "nurse", "police officer", "firefighter", "electrician"]
    case.profession = rng.choice(jobs)
    case.retired = False
    p = case.profession
    K.letterhead(nb, case, dept=rng.choice(["Balance Clinic", "Audiovestibular Medicine", "Vestibular Rehabilitation", "ENT"]))
    nb.add("\n", case.D(case.visit), "\n\n")
    to = rng.choice(["authority", "employer", "owh", "whom"]) if drv else rng.choice(["employer", "owh", "whom"])
    mgr = K.Person(rng)
    if to == "authority":
        nb.add(rng.choice(["Medical Adviser", "Drivers Medical Group", "Medical Review Team"]), ", ", LICENSING[cc], "\n")
        nb.add("Your ref: ", (L.letters(rng, 1) + L.digits(rng, 7), "IDNUM"), "\n\n")
        nb.add("Dear Sir/Madam,\n\n")
    elif to == "employer":
        nb.add(rng.choice([["Attn: ", (mgr.full(), "FAMILY"), ", ", rng.choice(["Operations Manager", "HR Business Partner", "Depot Manager", "Site Supervisor"])],
                           [(mgr.full(), "FAMILY"), "\nHuman Resources"]]), "\n", (case.employer, "ORGANIZATION"), "\n")
        emp_addr = L.make_address(rng, cc)
        nb.add(L.addr_items(rng, emp_addr), "\n\n")
        if rng.random() < 0.6:
            nb.add("Dear ", mgr.title, " ", (mgr.last, "FAMILY"), ",\n\n")
        else:
            nb.add("Dear ", (mgr.full(), "FAMILY"), ",\n\n")
    elif to == "owh":
        nb.add("Occupational Health Department\n", (case.employer, "ORGANIZATION"), "\n\n")
        nb.add("Dear Occupational Health Physician,\n\n")
    else:
        nb.add("To whom it may concern\n\n")
    nb.add(rng.choice(["Re: ", "RE: FITNESS TO WORK - ", "Re: Fitness to drive - " if drv else "Re: Fitness for work - "]), case.ptn(rng.choice(["full", "title_full", "last_first"])),
           ", DOB ", case.D(case.dob), "\n")
    if drv:
        nb.add(rng.choice(["Driver number: ", "Licence no: ", "Driving licence: ", "DL#: "]),
               (L.driver_lic(rng, cc, case.pt.last, case.pt.first, case.dob, case.pt.sex == "F"), "LICENSE"))
        nb.add(rng.choice(["   Licence group: 2 (HGV/PCV)", "   Class: C", "   Group 1", "   Class MR", ""]), "\n")
        if rng.random() < 0.92:
            nb.add(rng.choice(["Vehicle registration: ", "Vehicle reg: ", "Plate: ", "Fleet vehicle: "]), (L.plate(rng, cc), "VEHICLE"), "\n")
    if rng.random() < 0.5:
        nb.add(rng.choice(["Employee no: ", "Staff ID: ", "Payroll no: "]), (L.digits(rng, rng.choice([5, 6, 7])), "IDNUM"), "\n")
    if case.natid and rng.random() < 0.5:
        nb.add(case.natid[0], ": ", (case.natid[1], "SSN"), "\n")
    nb.add("\n")
    he, He, his = case.pronoun("s"), case.pronoun("S"), case.pronoun("p")
    nb.add("I am writing at the request of ", case.ptn("title_last"), ", who has been under the care of our ",
           rng.choice(["balance clinic", "vestibular service", "audiovestibular department"]), " since ",
           case.D(L.shift(case.visit, -rng.randint(30, 500))), ". ")
    nb.add(He, " works as ", F.article(p), " ", (p, "PROFESSION"), " with ", (case.employer, "ORGANIZATION"), ". ")
    duties = {True: ["duties include driving a 26-tonne rigid vehicle on night shifts", "the role involves multi-drop deliveries and long motorway stretches",
                     "the role involves passenger transport with early starts", "the role involves operating lifting equipment in a busy yard"],
              False: ["the role involves working at height on ladders and scaffolds", "the role involves rotating shifts and lone working",
                      "the role involves use of power tools and machinery", "the role is safety-critical with rapid head movements"]}[drv]
    nb.add("I understand that ", rng.choice(duties), ". ")
    nb.add("\n\nHistory: ", F.onset_items(case), ". ", " ".join(C.story(case)), " ")
    nb.add("Examination ", rng.choice(["today", "at last review"]), ": ", " ".join(C.exam_lines(case)[4:7]), "\n\n")
    nb.add("The diagnosis is ", C.dx_text(case), ". ")
    k = case.dx["key"]
    if k in ("pc_bppv", "hc_bppv"):
        nb.add(He, " was treated with a repositioning ", case.sp("manoeuvre", "maneuver"), " on ", case.D(L.shift(case.visit, -rng.randint(7, 60))),
               " and has been symptom-free since. BPPV causes brief positional vertigo and does not usually cause sudden disabling dizziness while upright.")
        verdict = "fit"
    elif k in ("menieres", "vm"):
        nb.add("This condition causes episodes of vertigo which can come on without warning. ", He,
               " has had %d attacks in the last 3 months." % rng.randint(0, 6))
        verdict = rng.choice(["restricted", "unfit", "fit"])
    else:
        nb.add(He, " has persistent imbalance which is improving with vestibular rehabilitation but is worse with rapid head movement and in poor light.")
        verdict = rng.choice(["restricted", "fit", "restricted"])
    nb.add("\n\n")
    if verdict == "fit":
        nb.add("In my opinion ", he, " is fit to return to ", his, " normal duties", ", including driving," if drv else "",
               rng.choice([" from ", " with effect from "]), case.D(L.shift(case.visit, rng.randint(0, 14))), ".")
    elif verdict == "unfit":
        nb.add("In my opinion ", he, " is not currently fit to ", "drive or to " if drv else "", "work at height or operate machinery. ",
               "Current guidance is that driving should stop until attacks are controlled, with at least 3 months free of sudden disabling dizziness for Group 2 licences. ")
        nb.add("I have advised ", case.ptn("title_last"), " to notify ", LICENSING[cc], ".")
    else:
        nb.add("I would recommend the following adjustments for ", rng.choice(["6", "8", "12"]), " weeks:\n",
               "- no work at height, ladders or scaffolding\n- no driving of company vehicles or operating forklifts\n",
               "- phased return (4 h/day initially)\n- access to a quiet area if symptomatic\n")
        nb.add("I will review ", case.ptn("title_last"), " again on ", case.D(L.shift(case.visit, rng.randint(30, 90))), ".")
    nb.add("\n\nThis letter is based on clinical assessment; please contact me if you need further information",
           rng.choice([" (", " on "]), (case.hosp_phone, "PHONE"))
    if nb.parts[-2] == " (":
        nb.add(")")
    nb.add(".\n\n")
    K.signoff(nb, case, doc, closing=rng.choice(["Yours faithfully,", "Yours sincerely,", "Kind regards,"]))
    if rng.random() < 0.5:
        nb.add("\ncc: ", case.ptn("title_full"), "; GP ", K.cname(case.gp, "dr_last"), ", ", (case.practice, "HOSPITAL"), "\n")
