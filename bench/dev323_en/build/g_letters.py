"""Genres: paediatric cardiology clinic letter, transition clinic summary,
ACHD pregnancy planning letter."""
import datetime

from doc import Doc, S, pick, chance, typo
import common as C
import locale_fmt as LF
import clin
import places
import names

TD = datetime.timedelta


def _meds(rng, c, adult=False):
    meds = list(c.lesion["meds"])
    out = []
    for m in meds:
        if m not in out and chance(rng, 0.7):
            out.append(m)
    if chance(rng, 0.35):
        out.append(pick(rng, clin.DRUGS_EXTRA))
    if len(out) > 1 and "nil regular" in out:
        out.remove("nil regular")
    return out or ["nil regular"]


def _addressee(d, rng, c, ds, date_style):
    cc = c.cc
    d.ln(LF.D(c.visit, date_style, cc))
    d.t("\n")
    d.w(c.gp.ref(rng, "t_fl"), "\n", S("HOSPITAL", c.practice.name), "\n")
    d.w(c.practice.addr.multi(rng))
    d.t("\n")


def _re_block(d, rng, c, ds, nhs=True):
    cc = c.cc
    d.w("Re: ", c.name(pick(rng, ["fl", "fml", "LF", "LFU"])), "   DOB ", LF.D(c.dob, ds, cc))
    if c.nhs and nhs:
        d.w("   ", c.nhs[0], " ", S("MRN", c.nhs[1]))
    d.w("   ", c.mrn[0], " ", S("MRN", c.mrn[1]), "\n")
    if chance(rng, 0.7):
        d.w("     ", c.addr.one_line(rng), "\n")
    d.t("\n")


def clinic_letter(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 0.3, 16)
    d = Doc()
    ds = LF.num_style(rng, cc)
    us = cc in ("US", "CA")

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    author = world.clin(cc, pick(rng, ["pcard", "pcard", "pcard", "reg"]))
    cns = world.clin(cc, "cns")
    h = c.hosp
    outreach = chance(rng, 0.35)
    site = world.hospital(cc, exclude=h) if outreach else h
    C.letterhead(d, rng, h, pick(rng, [C.LF.sp(cc, "Department of Paediatric Cardiology", "Division of Pediatric Cardiology"),
                                      C.LF.sp(cc, "Children's Heart Service", "Pediatric Heart Center"),
                                      "Congenital Cardiology"]), url=chance(rng, 0.25))
    d.t("\n")
    if chance(rng, 0.5):
        d.ln("Clinic date: ", dt(c.visit), "   Typed: ", dt(c.visit + TD(days=rng.randrange(1, 12))))
    _addressee(d, rng, c, ds, pick(rng, ["long", ds]))
    gpname = c.gp.p.render("l")
    d.ln("Dear ", c.gp.title or "Dr", " ", S("DOCTOR", gpname), ":" if us else ",")
    d.t("\n")
    _re_block(d, rng, c, ds)
    # diagnosis list
    d.ln(pick(rng, ["Diagnoses:", "Diagnosis:", "DIAGNOSES"]))
    d.ln("1. ", c.lesion["dx"])
    for dt_, text, hh in c.history:
        d.w("   - ", text, " (", LF.D(dt_, pick(rng, ["y", "my", "y"]), cc),
            [", ", S("HOSPITAL", hh.name)] if chance(rng, 0.4) else "", ")\n")
    if chance(rng, 0.4):
        d.ln("2. ", pick(rng, clin.SYNDROMES))
    d.t("\n")
    d.ln(pick(rng, ["Medications:", "Current medication:", "Medicines:"]))
    for m in _meds(rng, c):
        d.ln("- ", m)
    d.t("\n")
    d.ln("Plan: ", pick(rng, ["review in 6 months with echo", "review in 12 months", "cardiac catheter in the new year",
                              "MRI under GA then review", "review in 3 months with Holter"]))
    d.t("\n")
    # narrative
    par = c.parent()
    rel = {"mother": pick(rng, ["mother", C.mum(cc)]), "father": pick(rng, ["father", "dad"])}[par[0]]
    if us:
        d.w("Thank you for allowing me to participate in the care of ", c.name("f"), ", a ", c.age_phrase("dash"),
            " ", c.boy(), " with ", c.lesion["short"], ". ")
    else:
        when = pick(rng, ["today", "today", "on "])
        d.w("I ", pick(rng, ["reviewed", "saw"]), " ", c.name("f"), " ", when)
        if when == "on ":
            d.w(dt(c.visit, "long"))
        d.w(" in the ", "outreach clinic at " if outreach else "cardiology clinic at ", S("HOSPITAL", site.name), ". ")
    d.w(c.he().capitalize(), " attended with ", c.his(), " ", rel, ", ", S("FAMILY", par[1].render(pick(rng, ["f", "fl"]))))
    if chance(rng, 0.3):
        d.w(", and ", pick(rng, ["younger", "older"]), " ", pick(rng, ["sibling", "sister" if c.sib.sex == "F" else "brother"]),
            " ", S("FAMILY", c.sib.render("f")))
    d.w(". ")
    if c.age >= 4:
        sch = C.school(rng, cc, c.age)
        d.w(c.he().capitalize(), " is in ", C.year_group(rng, cc, c.age), " at ", S("ORGANIZATION", sch), " and ",
            pick(rng, ["keeps up with peers", "enjoys football", "swims twice a week", "tires before friends in PE",
                       "is doing well academically", "has an education plan for learning difficulties"]), ". ")
    else:
        d.w(pick(rng, ["Feeding is going well", "Weight gain has been slow", "Sweating with feeds has settled",
                       "Attends nursery three days a week"]), ". ")
    d.w(pick(rng, [typo(rng, "There have been no cyanotic spells, syncope or palpitations. ",
                        "There have been no cyanotic spells, syncpoe or palpitations. ", 0.08),
                   "Parents report occasional palpitations lasting seconds. ",
                   "There was one episode of breath-holding which sounded benign. ",
                   "No chest pain or exercise intolerance. "]))
    if chance(rng, 0.45):
        adm = c.visit - TD(days=rng.randrange(30, 300))
        d.w(c.he().capitalize(), " was admitted to ", S("HOSPITAL", world.hospital(cc).name), " in ",
            dt(adm, pick(rng, ["my", "mys"])), " with ", pick(rng, ["bronchiolitis", "gastroenteritis", "influenza A",
                                                                     "a chest infection", "febrile illness"]), ". ")
    if chance(rng, 0.5):
        d.w(S("FAMILY", par[1].render("f")), " works as ", C.a_an(par[2]), " ", S("PROFESSION", par[2]),
            pick(rng, [" and", " and", ","]), " ", pick(rng, ["is returning to work soon", "has found appointments difficult",
                                                            "has been given a letter for work"]), ". ")
    r = rng.random()
    if r < 0.25:
        d.w("The family ", pick(rng, ["visited relatives in ", "are planning a trip to "]),
            C.world_country(rng), pick(rng, [" last year", " this summer", " in the spring"]), ". ")
    elif r < 0.45:
        d.w(C.origin_phrase(rng, c))
    d.t("\n\n")
    d.ln("On examination: ", clin.growth(rng, c.age if c.age_days > 730 else c.age_days / 365.25), ". ",
         clin.obs(rng, True, c.lesion["key"] in ("hlhs", "ta", "eisenmenger")), ". ",
         clin.exam(rng, False, c.lesion["key"]).capitalize(), ".")
    d.ln("ECG: ", clin.ecg(rng, c.lesion["key"]), ".")
    d.ln("Echo: ", "; ".join(c.lesion["echo"][:rng.randrange(1, 4)]), ".")
    if chance(rng, 0.3):
        d.ln("Bloods: ", clin.labs(rng, cc), ".")
    d.t("\n")
    d.w(pick(rng, ["In summary, ", "Overall ", "I am pleased that "]), c.name("f"), " is ",
        pick(rng, ["doing well", "stable", "growing well", "clinically well"]), ". ")
    d.w(pick(rng, ["We discussed the importance of good dental hygiene; antibiotic prophylaxis is not routinely required. ",
                   "I have reinforced endocarditis awareness and six-monthly dental review. ",
                   "Influenza and RSV immunisation are recommended. ",
                   "No restriction on physical activity is needed. "]))
    if chance(rng, 0.3):
        d.w(pick(rng, ["I have completed the supporting forms for ", "A letter of support has been sent to ",
                       "The family have applied to "]), pick(rng, places.PUBLIC[cc]), ". ")
    fu = c.visit + TD(days=rng.randrange(60, 400))
    d.w("I will see ", "him" if c.sex == "M" else "her", " again in ",
        pick(rng, ["clinic", "the outreach clinic", "the joint clinic"]), " around ", dt(fu, pick(rng, ["my", "mys"])),
        pick(rng, [" with an echo", "", " with a Holter beforehand"]), ". ")
    d.w("The family can contact our nurse specialist ", cns.ref(rng, pick(rng, ["fl", "f"])), " on ",
        S("PHONE", LF.phone_ext(rng, cc) if chance(rng, 0.5) else LF.phone(rng, cc)))
    if chance(rng, 0.5):
        d.w(" or by email at ", S("EMAIL", LF.person_email(rng, cns.p)))
    d.t(".\n\n")
    d.ln(pick(rng, ["Yours sincerely,", "Kind regards,", "With best wishes,", "Sincerely,"]))
    d.t("\n")
    d.w(author.sig(rng, lic=chance(rng, 0.6)))
    if chance(rng, 0.5):
        d.ln(pick(rng, ["Bleep ", "Pager ", "Pg "]), S("PHONE", author.pager))
    extra = []
    if chance(rng, 0.6):
        extra.append(["Parents of ", S("PATIENT", c.pt.render("fl")), ", ", c.addr.one_line(rng)])
    C.cc_list(d, rng, c, extra)
    if chance(rng, 0.5):
        C.typist(d, rng, author)
    return d


# ----------------------------------------------------------------- transition
YESNO = ["Yes", "Yes", "Partly", "No", "Working on it"]


def transition_summary(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 14, 19)
    d = Doc()
    ds = LF.num_style(rng, cc)

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    h = c.hosp
    adult_h = world.hospital(cc, exclude=h)
    pc = world.clin(cc, "pcard")
    ac = world.clin(cc, "achd")
    cns = world.clin(cc, "cns")
    acns = world.clin(cc, "cns")
    d.ln(S("HOSPITAL", h.name), pick(rng, [" | Congenital Heart Transition Clinic", " - Young Persons' Heart Clinic",
                                           " - Transition Service (Cardiology)"]))
    d.ln(pick(rng, ["TRANSITION CLINIC SUMMARY", "Transition clinic - summary of visit", "TRANSITION REVIEW"]))
    d.t("\n")
    d.ln("Name: ", c.name(pick(rng, ["fl", "LF", "fml"])), "    Preferred name: ",
         S("PATIENT", c.pt.nick if chance(rng, 0.5) else c.pt.first))
    d.ln("DOB: ", dt(c.dob), "    Age: ", S("AGE", str(c.age)))
    d.ln(c.mrn[0], ": ", S("MRN", c.mrn[1]), ["    ", c.nhs[0], ": ", S("MRN", c.nhs[1])] if c.nhs else "")
    if c.ssn and chance(rng, 0.3):
        d.ln(c.ssn[0], ": ", S("SSN", c.ssn[1]), " (for adult service registration)")
    d.ln("Clinic date: ", dt(c.visit, pick(rng, [ds, "wdlong"])))
    d.ln("Seen by: ", pc.ref(rng, pick(rng, ["t_l", "fl_c", "t_fl"])), " (", LF.sp(cc, "paediatric", "pediatric"), " cardiology), ",
         ac.ref(rng, pick(rng, ["t_l", "t_fl"])), " (ACHD), ", cns.ref(rng, "fl"), " (CNS)")
    par = c.parent()
    d.ln("Attended: ", pick(rng, ["with ", "initially alone, then with "]), pick(rng, [par[0], C.mum(cc) if par[0] == "mother" else "dad"]),
         " ", S("FAMILY", par[1].render(pick(rng, ["f", "fl"]))))
    d.t("\n")
    d.ln("Cardiac diagnosis: ", c.lesion["dx"])
    for dt_, text, hh in c.history:
        d.ln("  ", LF.D(dt_, pick(rng, ["y", "my"]), cc), "  ", text)
    d.ln("Medication: ", "; ".join(_meds(rng, c)))
    d.t("\n")
    d.ln("READINESS CHECKLIST")
    for q in ["Can explain heart condition in own words", "Knows names and doses of medicines",
              "Knows what symptoms need urgent help", "Books own appointments / orders repeat prescriptions",
              "Understands endocarditis risk and dental care", "Seen alone for part of the consultation"]:
        d.ln("  ", q, " .... ", pick(rng, YESNO))
    d.t("\n")
    d.ln("EDUCATION / WORK")
    if chance(rng, 0.5):
        d.w(C.year_group(rng, cc, c.age).capitalize(), " at ", S("ORGANIZATION", C.school(rng, cc, c.age)))
    else:
        d.w("Studying ", pick(rng, ["A-levels", "a plumbing course", "nursing foundation", "IT", "childcare", "engineering"]),
            " at ", S("ORGANIZATION", C.college(rng, cc)))
    if chance(rng, 0.6):
        job = pick(rng, places.YOUNG_JOBS)
        d.w("; works part-time as ", C.a_an(job), " ", S("PROFESSION", job), " at ", S("ORGANIZATION", pick(rng, places.EMPLOYERS)))
    d.t(".\n")
    if chance(rng, 0.5):
        goal = pick(rng, ["paramedic", "electrician", "teacher", "game designer", "chef", "vet", "engineer"])
        d.w("Would like to become ", C.a_an(goal), " ", goal,
            "; careers advice about ", pick(rng, ["heavy manual work", "shift work", "armed forces medical standards"]), " given.\n")
    d.t("\n")
    d.ln("DRIVING")
    if chance(rng, 0.6):
        d.ln("Has a ", pick(rng, ["provisional licence", "learner permit", "learner licence", "G1 licence" if cc == "CA" else "learner licence"]),
             ", no. ", S("LICENSE", LF.driving_licence(rng, cc, c.pt)), ". ",
             pick(rng, ["No cardiac restriction on a car licence.", "No restriction while asymptomatic.",
                        "Notify " + places.DRIVING_BODY[cc] + " only if symptoms change."]))
    else:
        d.ln("Not yet learning. Discussed rules for group 1 licence.")
    d.t("\n")
    d.ln("LIFESTYLE")
    if chance(rng, 0.6):
        sp_, club = pick(rng, places.SPORTS)
        d.ln("- Exercise: ", sp_, [" with ", S("ORGANIZATION", pick(rng, places.CITIES[cc]) + club)] if chance(rng, 0.6) else "")
    else:
        d.ln("- Exercise: ", pick(rng, ["gym 3x/week (advised against heavy isometric lifting)", "cycles to college",
                                         "walks the dog daily", "little regular exercise - encouraged"]))
    if chance(rng, 0.25):
        d.ln("- Drives to clinic: hospital parking concession for vehicle ", S("VEHICLE", LF.plate(rng, cc)))
    d.ln("- Alcohol: ", pick(rng, ["occasional, < 6 units/week", "none", "binge at weekends - advice given"]),
         "; smoking/vaping: ", pick(rng, ["never", "vapes - cessation advice", "none"]))
    if c.sex == "F":
        d.ln("- Contraception/pregnancy: ", pick(rng, ["oestrogen-containing pill not advised; implant discussed",
                                                        "has a levonorgestrel IUS", "pre-pregnancy counselling offered when ready",
                                                        "not currently sexually active; information given"]))
    else:
        d.ln("- Sexual health: information given; ", pick(rng, ["no concerns", "sildenafil interaction discussed"]))
    d.ln("- Mood: GAD-7 %d, PHQ-9 %d; %s" % (rng.randrange(0, 15), rng.randrange(0, 15),
                                              pick(rng, ["no concerns", "referred to clinical psychology", "school counsellor involved"])))
    d.t("\n")
    d.ln("INVESTIGATIONS TODAY")
    d.ln("ECG: ", clin.ecg(rng, c.lesion["key"]), ". Echo: ", pick(rng, c.lesion["echo"]), ".")
    if chance(rng, 0.5):
        d.ln(clin.exercise(rng), ".")
    d.t("\n")
    d.ln("PLAN")
    first = c.visit + TD(days=rng.randrange(90, 420))
    d.ln("1. Transfer to the ACHD service at ", S("HOSPITAL", adult_h.name), "; first adult appointment ",
         pick(rng, ["around ", "planned for "]), dt(first, pick(rng, ["my", "mys", ds])), ".")
    d.ln("2. ACHD nurse specialist ", acns.ref(rng, "fl"), ": ", S("PHONE", LF.phone(rng, cc)), ", ",
         S("EMAIL", LF.person_email(rng, acns.p, pick(rng, [None, "achd"]))), ".")
    if chance(rng, 0.6):
        d.ln("3. Patient portal account set up: username ", S("USERNAME", LF.username(rng, c.pt)), " (",
             S("URL", pick(rng, ["https://portal.", "www.", "https://myheart."]) + pick(rng, LF.EMAIL_DOMAINS)
               + pick(rng, ["/login", "", "/young-people"])), ").")
    if chance(rng, 0.25):
        d.ln("   Portal audit: last login ", LF.D(c.visit - TD(days=rng.randrange(1, 30)), "iso", cc), " from ",
             S("IPADDR", LF.private_ip(rng)), " (home network)")
    d.ln("4. ", pick(rng, ["Holter and CMR before transfer.", "Repeat CPET in 12 months.", "Dental review overdue - booked.",
                           "Written transition passport completed."]))
    d.t("\n")
    if chance(rng, 0.3):
        d.ln("Gap year plans: ", pick(rng, ["working holiday in ", "volunteering in ", "visiting family in "]),
             C.world_country(rng), " - travel insurance and medical summary letter provided.")
    d.ln("Mobile (own): ", S("PHONE", c.mob), "   Email: ", S("EMAIL", c.email))
    C.extra_ids(d, rng, c, 0.25, 0.3)
    d.t("\n")
    d.w(pc.sig(rng, lic=chance(rng, 0.5)))
    return d


# ----------------------------------------------------------------- pregnancy
PREG_KEYS = ["tof", "tga", "atrial_switch", "hlhs", "ta", "avsd", "coarct", "as", "ebstein", "cctga", "marfan",
             "mvr", "eisenmenger", "pa_vsd", "truncus", "williams"]


def pregnancy_letter(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 21, 41, lesion=pick(rng, PREG_KEYS), sex="F")
    d = Doc()
    ds = LF.num_style(rng, cc)
    us = cc in ("US", "CA")

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    h = world.hosp_kind(cc, "child") if chance(rng, 0.3) else world.hospital(cc)
    ac = world.clin(cc, "achd")
    ob = world.clin(cc, "obs")
    gc = world.clin(cc, "gc")
    les = c.lesion
    C.letterhead(d, rng, h, pick(rng, ["Adult Congenital Heart Disease Service", "Joint Cardiac-Obstetric Clinic",
                                      "Maternal Cardiology / ACHD"]))
    d.t("\n")
    d.ln(pick(rng, ["PRIVATE AND CONFIDENTIAL", "Confidential", ""]))
    to_patient = chance(rng, 0.4)
    d.ln(dt(c.visit, pick(rng, ["long", ds])))
    d.t("\n")
    if to_patient:
        d.w(c.title(), S("PATIENT", c.pt.render("fl")), "\n", c.addr.multi(rng), "\n")
        d.ln("Dear ", c.title(), S("PATIENT", c.pt.render("l")), ",")
    else:
        d.w(c.gp.ref(rng, "t_fl"), "\n", S("HOSPITAL", c.practice.name), "\n", c.practice.addr.multi(rng), "\n")
        d.ln("Dear ", c.gp.title or "Dr", " ", S("DOCTOR", c.gp.p.render("l")), ",")
    d.t("\n")
    _re_block(d, rng, c, ds)
    d.ln("Diagnoses")
    d.ln("- ", les["dx"])
    for dt_, text, hh in c.history:
        d.ln("- ", text, " ", LF.D(dt_, pick(rng, ["y", "my"]), cc), [" (", S("HOSPITAL", hh.name), ")"] if chance(rng, 0.4) else "")
    d.ln("- Modified WHO pregnancy risk class: ", les["mwho"].replace("mWHO ", ""))
    d.ln("- CARPREG II score %d; ZAHARA score %.1f" % (rng.randrange(0, 7), rng.randrange(0, 60) / 10.0))
    d.ln("Medication: ", "; ".join(_meds(rng, c, True)))
    d.t("\n")
    you = to_patient
    rel = pick(rng, ["partner", "husband", "partner", "wife"])
    pp = c.partner if rel != "wife" else names.make_person(rng, cc, sex="F")
    if you:
        d.w("Thank you for coming to the ", pick(rng, ["joint ACHD-obstetric clinic", "pre-pregnancy counselling clinic"]),
            " with your ", rel, " ", S("FAMILY", pp.render(pick(rng, ["f", "fl"]))), " on ", dt(c.visit, "long"),
            ". I am writing to summarise what we discussed. ")
    else:
        d.w("I saw ", c.title(), S("PATIENT", c.pt.render("l" if c.title() else "f")), ", a ", S("AGE", str(c.age)),
            "-year-old ", pick(rng, ["", "", "primigravida-to-be ", "nulliparous "]), "woman, with her ", rel, " ",
            S("FAMILY", pp.render("fl")), " to discuss pregnancy planning. ")
    if chance(rng, 0.7):
        d.w(("You work" if you else "She works") + " as ", C.a_an(c.mother_job), " ", S("PROFESSION", c.mother_job),
            " and ", S("FAMILY", pp.render("f")), " is ", C.a_an(c.partner_job), " ", S("PROFESSION", c.partner_job), ". ")
    if chance(rng, 0.3):
        d.w(C.origin_phrase(rng, c, "You" if you else "She"))
    if chance(rng, 0.45):
        mc = c.visit - TD(days=rng.randrange(120, 900))
        d.w(("You had" if you else "She had") + " a miscarriage at %d weeks in " % rng.randrange(6, 13),
            dt(mc, pick(rng, ["my", "y"])), ". ")
    d.w(pick(rng, [typo(rng, "Currently NYHA class I with good exercise tolerance. ",
                        "Currently NYHA class I with good excercise tolerance. ", 0.1), "NYHA class II; breathless on two flights of stairs. ",
                   "No palpitations, presyncope or chest pain. "]))
    d.t("\n\n")
    d.ln("Examination: ", clin.obs(rng, False, les["key"] == "eisenmenger"), "; ", clin.exam(rng, les["key"] == "eisenmenger", les["key"]), ".")
    d.ln("ECG: ", clin.ecg(rng, c.lesion["key"]), ". Echo: ", pick(rng, les["echo"]), ".")
    d.ln("Bloods: ", clin.labs(rng, cc, les["key"] == "eisenmenger"), ".")
    if chance(rng, 0.6):
        d.ln(clin.exercise(rng), ".")
    d.t("\n")
    d.ln("Discussion")
    risk = {"mWHO IV": "pregnancy is not advised; the risk of maternal death is high",
            "mWHO IV if root > 45 mm": "the aortic root is below the 45 mm threshold, so pregnancy is possible with close surveillance"}
    d.w("Maternal risk: ", risk.get(les["mwho"], "pregnancy is likely to be well tolerated with expert care, with a "
                                                 "predicted risk of a cardiac event of around %d%% (mostly arrhythmia or heart failure)"
                                    % rng.randrange(5, 30)), ". ")
    rr = "50% (autosomal dominant)" if les["key"] in ("marfan", "truncus", "williams") else "approximately 3-6%"
    d.w("The chance of congenital heart disease in the baby is ", rr, ". ")
    if les["anticoag"]:
        d.w("Warfarin carries a risk of embryopathy (especially above 5 mg/day); options are LMWH with anti-Xa monitoring "
            "(peak 1.0-1.2 U/mL) between 6 and 12 weeks, or throughout. ")
    if "ramipril" in " ".join(les["meds"]) or "losartan" in " ".join(les["meds"]):
        d.w("ACE inhibitors and ARBs must be stopped before conception. ")
    d.w(pick(rng, ["Folic acid 5 mg daily should start 3 months before conception. ",
                   "Folic acid 400 micrograms daily is sufficient. "]))
    d.t("\n\n")
    d.ln("Plan")
    n = 1
    d.ln("%d. Genetic counselling with " % n, gc.ref(rng, "fl"), " at ", S("HOSPITAL", world.hospital(cc).name),
         " (referral ", S("IDNUM", pick(rng, ["GEN-", "RF", "R"]) + LF.digits(rng, 7)), ").")
    n += 1
    d.ln("%d. Pre-conception CMR and CPET; review with results in " % n, dt(c.visit + TD(days=rng.randrange(60, 200)), "my"), ".")
    n += 1
    d.ln("%d. When pregnant: early referral to " % n, ob.ref(rng, "t_fl"), ", maternal medicine, ",
         S("HOSPITAL", world.hosp_kind(cc, "women").name), "; fetal echo at 18-22 weeks; delivery planning meeting at 28 weeks.")
    n += 1
    d.ln("%d. Contraception until then: " % n, pick(rng, ["continue the etonogestrel implant", "levonorgestrel IUS in situ",
                                                        "progestogen-only pill (desogestrel 75 micrograms)",
                                                        "avoid oestrogen-containing methods"]), ".")
    d.t("\n")
    d.w("If ", "you have" if you else "she has", " any questions, the ACHD nurses can be reached on ",
        S("PHONE", LF.phone_ext(rng, cc)), pick(rng, [" (Mon-Fri, 9am-4pm)", "", " or via the hospital switchboard"]), ".\n\n")
    d.ln(pick(rng, ["Yours sincerely,", "With kind regards,", "Best wishes,"]))
    d.t("\n")
    d.w(ac.sig(rng, lic=chance(rng, 0.6)))
    if us and chance(rng, 0.5):
        d.ln("Insurance on file: ", S("ORGANIZATION", pick(rng, places.INSURERS[cc])), ", ", c.hp[0], " ", S("HEALTHPLAN", c.hp[1]))
    extra = [ob.ref(rng, "t_fl")]
    if not to_patient:
        extra.append([S("PATIENT", c.pt.render("fl")), ", ", c.addr.one_line(rng)])
    C.cc_list(d, rng, c, extra)
    return d
