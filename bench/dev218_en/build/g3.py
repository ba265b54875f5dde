"""Genres: family meeting / goals-of-care note, organ donation / brain-stem death testing record (dev218)."""
import clin
import pools as P
from case import header, sign, audit
from blocks import kin_line, parking, ages_line, hosp_letterhead
from note import nm, staff_ref, dt, fd, dig, letters, age_pieces, add_days, ssn


def _dx(c):
    return c.scen["us"] if c.country == "US" else c.scen["uk"]


def family_meeting(n, c, rng):
    us = c.country == "US"
    k = rng.randrange(2, 12)
    title = rng.choice(["Family Meeting Note", "GOALS OF CARE DISCUSSION", "ICU Family Conference",
                        "Family meeting - documentation of discussion", "Best interests meeting" if not us else
                        "Surrogate decision-maker meeting"])
    header(n, c, rng, title, k, style=rng.choice([0, 1, 2, 3]))
    n.w("Location: ", rng.choice(["relatives' room", "family room", "quiet room", "bedside", "conference room"]))
    if c.unit and rng.random() < 0.5:
        n.w(", ", (c.unit, "HOSPITAL"))
    n.t("   Duration: %d min\n" % rng.choice([30, 40, 45, 60, 75, 90]))
    n.t(rng.choice(["\nPresent:\n", "\nAttendees:\n", "\nIn attendance:\n"]))
    fam = rng.sample(c.kin, min(len(c.kin), rng.randrange(1, 4)))
    for f in fam:
        r = rng.random()
        if r < 0.5:
            n.w("- ", nm(f, "FAMILY", "full", c.country), " (", f.rel, ")")
        elif r < 0.75:
            n.w("- ", f.rel, " ", nm(f, "FAMILY", "first", c.country), ", age ", (str(f.age), "AGE"))
        else:
            n.w("- ", nm(f, "FAMILY", "titlefull", c.country), ", ", f.rel)
        if rng.random() < 0.3:
            n.w(" - ", (f.phone, "PHONE"))
        n.t("\n")
    staffs = [(c.lead, "attending" if us else "consultant"), (c.staff["rn"], "bedside nurse"),
              (c.staff["sw"], "social work"), (c.staff["chap"], "chaplaincy"), (c.junior, "fellow" if us else "registrar")]
    for p, role in staffs[:2] + rng.sample(staffs[2:], rng.randrange(0, 3)):
        n.w("- ", staff_ref(p, c.country, rng), " (", role, ")\n")
    if rng.random() < 0.3:
        lang = rng.choice(["Portuguese", "Polish", "Spanish", "Urdu", "Vietnamese", "Somali", "Romanian"])
        n.w("- ", lang, " interpreter via phone, interpreter ID ", (dig(rng, 5), "IDNUM"), "\n")
    n.t(rng.choice(["\nBackground: ", "\nClinical summary: ", "\nSUMMARY\n"]))
    n.w(c.ptref(rng, True), " is a ", ages_line(c, rng, k), " admitted to ICU on ", c.dd(0), " with ", _dx(c), ". ")
    n.t(rng.choice(["Despite maximal organ support there has been no meaningful improvement. ",
                    "Course complicated by VAP and new AKI requiring CRRT. ",
                    "Now day %d of mechanical ventilation with persistently poor neurology. " % k,
                    "He/she has improved but remains ventilator dependent; trache discussed. "]))
    n.t(lookalikes_(rng) + "\n")
    n.t(rng.choice(["\nCapacity / surrogate: ", "\nDecision-maker: ", "\nLegal: "]))
    proxy = fam[0]
    if us:
        n.w("Patient lacks capacity. Health care proxy is ", proxy.rel, " ", nm(proxy, "FAMILY", "full", c.country),
            " (HCPOA dated ", dt(c.d(-rng.randrange(300, 3000)), c.dfmt), ").")
    else:
        r = rng.random()
        if r < 0.5:
            n.w("Lacks capacity (MCA assessment ", c.ds(k), "). ", nm(proxy, "FAMILY", "first", c.country),
                " holds LPA for health and welfare, registered ", (fd(c.d(-rng.randrange(300, 3000)), "y"), "DATE"), ".")
        else:
            n.w("No LPA; decisions in best interests. IMCA not required as family involved.")
    n.t("\n")
    n.t(rng.choice(["\nDiscussion:\n", "\nWhat was discussed:\n", "\nDISCUSSION\n"]))
    n.w("Family understanding: ", rng.choice(["good", "partial - hoping for full recovery", "realistic",
                                              "very limited, needed repetition"]), ". ")
    n.w(nm(proxy, "FAMILY", "first", c.country), " described ", nm(c.pt, "PATIENT", rng.choice(["first", "nick", "title"]),
                                                                   c.country), " as ")
    if c.prof.startswith(("retired", "former")):
        n.w("a ", c.prof.split(" ")[0], " ", (c.prof.split(" ", 1)[1], "PROFESSION"))
    else:
        n.w("a" + ("n" if c.prof[0] in "aeiou" else ""), " ", (c.prof, "PROFESSION"))
    r = rng.random()
    if r < 0.5:
        n.w(" who worked at ", (c.employer, "ORGANIZATION"), " for %d years" % rng.randrange(5, 40))
    n.t(rng.choice(["; fiercely independent", "; devoted grandparent", "; very private person", "; keen gardener"]) + ". ")
    n.t(rng.choice(["Had said he/she would never want to live 'hooked up to machines'. ",
                    "Previously expressed wish not to go to a nursing home. " if us else
                    "Previously said she/he would not want to live in a care home. ",
                    "No prior advance directive. ", "Religious beliefs important - wishes for prayers at bedside. "]))
    if rng.random() < 0.5:
        rel = rng.choice(["mother", "father", "brother", "first wife"])
        n.w("Family recall the patient's ", rel, " died aged ", (str(rng.randrange(45, 90)), "AGE"), " after a long ICU stay, ",
            rng.choice(["which shapes their view", "which still troubles them"]), ". ")
    if rng.random() < 0.4:
        n.w("Faith leader ", nm(P_person(c, rng), "FAMILY", "titlefull", c.country), " from ",
            (rng.choice(["Grace Fellowship Church", "St. Cuthbert's Parish", "Al-Noor Mosque", "Beth Shalom Synagogue",
                         "Holy Trinity Church", "Gurdwara Sahib Leeds" if not us else "Hope Baptist Church"]),
              "ORGANIZATION"), " to visit.")
    n.t("\n")
    n.t(rng.choice(["\nOutcome / plan:\n", "\nAgreed plan:\n", "\nDECISIONS\n"]))
    outs = rng.choice([
        ["DNR/DNI" if us else "DNACPR", "continue current support as time-limited trial for 72 h",
         "reassess at next meeting"],
        ["transition to comfort-focused care", "extubation planned", "palliative care to follow",
         "chaplain to attend"],
        ["full escalation continues", "tracheostomy consent to be discussed with surgeon",
         "weekly family update"],
        ["no escalation to CRRT", "ceiling of care: ward-based if discharged", "ReSPECT form updated" if not us else
         "POLST completed"]])
    for o in outs:
        n.t("- " + o + "\n")
    n.w("- next meeting ", dt(c.d(k + rng.randrange(1, 5)), rng.choice(["wd", c.sfmt, "wkl" if us else "wkuk"])),
        " at %d%s\n" % (rng.randrange(1, 5), " pm" if rng.random() < 0.5 else "pm"))
    if len(c.kin) > 1 and rng.random() < 0.6:
        o = c.kin[-1]
        n.w("- ", o.rel, " ", nm(o, "FAMILY", "first", c.country), rng.choice([" flying in from ", " travelling from "]),
            (rng.choice(P.COUNTRIES), "COUNTRY"), ", arrives ", dt(c.d(k + 1), rng.choice(["wd", c.sfmt])), "\n")
    if rng.random() < 0.3:
        hol = rng.choice(P.HOLIDAY_US if us else P.HOLIDAY_UK)
        n.w("Family's hope is to have ", "him" if c.sex == "M" else "her", " home for ", (hol, "DATE"),
            rng.choice([" - gently explored how realistic this is.", "; acknowledged.", "."]), "\n")
    n.t("\nFamily questions answered. ")
    if rng.random() < 0.5:
        n.w("Given ICU relatives' leaflet and ", (rng.choice(["www.icu-families.example.org", "https://support.example.net/icu",
                                                             "www.example.org/critical-care-relatives",
                                                             "icusupport.example.com/families"]), "URL"), ". ")
    if rng.random() < 0.35:
        n.w("Support group: ", (rng.choice(P.SUPPORT_ORGS), "ORGANIZATION"), ". ")
    if rng.random() < 0.4:
        parking(n, c, rng, fam[0])
    n.t("\n\nContact details confirmed:\n")
    for f in fam[:2]:
        kin_line(n, c, rng, f, "")
    sign(n, c, rng, c.lead if rng.random() < 0.7 else c.junior, k, style=rng.choice([0, 1, 3, 4]))


def P_person(c, rng):
    from case import mk_person
    return mk_person(rng, c.country)


def lookalikes_(rng):
    return rng.choice(["SOFA today %d." % rng.randrange(6, 16), "APACHE II on admission %d." % rng.randrange(15, 35),
                       "GCS E1VTM%d off sedation." % rng.randrange(1, 5), "Clinical Frailty Scale %d pre-morbid." % rng.randrange(2, 7)])


def donation(n, c, rng):
    us = c.country == "US"
    c.scen = [s for s in clin.SCEN if s["key"] in clin.BRAIN_INJURY][rng.randrange(3)]
    if c.age > 72:
        c.set_age(rng.randrange(18, 72), rng)
    k = rng.randrange(2, 7)
    d1 = c.d(k)
    t1 = (rng.randrange(8, 16), rng.randrange(60))
    t2 = (t1[0] + rng.randrange(1, 6), rng.randrange(60))
    doc1, doc2 = c.lead, c.staff["neuro"]
    if us:
        title = rng.choice(["BRAIN DEATH DETERMINATION", "Determination of Death by Neurologic Criteria",
                            "Brain Death Exam - Adult"])
    else:
        title = rng.choice(["Diagnosis of Death using Neurological Criteria (DNC)", "BRAIN-STEM DEATH TESTING RECORD",
                            "Brainstem death tests - sets 1 and 2"])
    header(n, c, rng, title, k, style=rng.choice([0, 2, 4]))
    n.w("Patient: ", nm(c.pt, "PATIENT", rng.choice(["full", "caps", "rev"]), c.country), "  DOB ",
        dt(c.dob, "us1" if us else "uk1"), "  ", "MRN " if us else "NHS No ", (c.mrn if us else c.nhs, "MRN"), "\n")
    n.w("Cause of catastrophic brain injury: ", _dx(c), ", CT ", c.ds(0), ".\n\n")
    n.t("PRECONDITIONS\n" if us else "Preconditions / exclusions:\n")
    pre = ["Irreversible brain injury of known aetiology" if not us else "Known irreversible catastrophic brain injury",
           "No sedatives for > 5 half-lives (last propofol %02d:00)" % rng.randrange(24),
           "Temp %.1f C, MAP %d, Na %d, glucose %.1f" % (rng.uniform(36.0, 37.4), rng.randrange(66, 90), rng.randrange(136, 152),
                                                         rng.uniform(5, 11) if not us else rng.uniform(90, 180)),
           "No neuromuscular blockade: TOF 4/4", "No endocrine/metabolic confounder"]
    for p in pre:
        n.t("[x] " + p + "\n")
    for i, (who, tt) in enumerate(((doc1, t1), (doc2, t2))):
        n.w("\n", "EXAM %d" % (i + 1) if us else "Test set %d" % (i + 1), " - ", dt(d1, c.dfmt), " %02d:%02d" % tt, " - ",
            staff_ref(who, c.country, rng))
        if who.lic and rng.random() < 0.8:
            n.w(" (", c.lic_pieces(rng, who, 1), ")")
        n.t("\n")
        for item in ["Pupils fixed, unreactive to light", "Corneal reflexes absent", "Oculocephalic absent" if us else
                     "Oculovestibular reflexes absent (50 mL ice water)", "No motor response in cranial distribution",
                     "Gag and cough absent"]:
            n.t("  " + item + ": " + rng.choice(["yes", "Y", "confirmed"]) + "\n")
        pre_co2 = rng.uniform(40, 46) if us else rng.uniform(5.4, 6.1)
        post = pre_co2 + (rng.uniform(22, 35) if us else rng.uniform(2.8, 4.5))
        n.t("  Apnoea test: PaCO2 %.1f -> %.1f %s, pH %.2f, no respiratory effort\n" % (
            pre_co2, post, "mmHg" if us else "kPa", rng.uniform(7.16, 7.28)))
    if us and rng.random() < 0.5:
        n.w("\nAncillary: nuclear medicine flow study ", c.ds(k), " (acc ", ("NM" + dig(rng, 8), "IDNUM"),
            "): absent intracranial perfusion.\n")
    n.w("\nTime of death recorded: ", dt(d1, c.dfmt), " %02d:%02d" % t1 if not us else " %02d:%02d" % t2,
        " (completion of ", "first set" if not us else "second exam", ").\n")
    n.t("\nDONATION\n" if rng.random() < 0.5 else "\nOrgan donation:\n")
    if us:
        opo = rng.choice(P.OPOS)
        n.w("Referral to ", (opo, "ORGANIZATION"), " made ", c.ds(k - 1), " (GCS <= 5 trigger), referral #",
            (dig(rng, 2) + "-" + dig(rng, 6), "IDNUM"), ". Coordinator ", nm(c.staff["coord"], "DOCTOR", "cred", c.country),
            ", ", (us_num(rng, c), "PHONE"), ".\n")
        if rng.random() < 0.6:
            n.w("State donor registry: first-person authorization found, linked to driver license ",
                (letters(rng, 1) + dig(rng, 7 + rng.randrange(2)), "LICENSE"), ".\n")
        else:
            n.w("Authorization obtained from ", c.kinref(rng, c.nok), " (legal next of kin).\n")
        n.w("UNOS donor ID ", (letters(rng, 3) + dig(rng, 4), "IDNUM"), ". ")
        if c.scen["key"] == "trauma" or rng.random() < 0.4:
            n.w("Medical examiner notified, case ", (c.d(k).strftime("%Y") + "-" + dig(rng, 5), "IDNUM"), "; ",
                rng.choice(["released for donation", "no restrictions", "restricts abdominal organs pending review"]), ". ")
        n.t("Donor management: vasopressin, levothyroxine infusion, desmopressin for DI, lung-protective ventilation.\n")
    else:
        n.w("SN-OD ", nm(c.staff["coord"], "DOCTOR", rng.choice(["full", "first"]), c.country), " (", c.phone_pieces(
            c.staff["coord"]), ") informed at %02d:%02d. " % (rng.randrange(24), rng.randrange(60)))
        r = rng.random()
        if r < 0.5:
            n.w("Organ Donor Register checked: registered decision to donate (ODR ref ", (dig(rng, 8), "IDNUM"), "). ")
        else:
            n.t("Not on Organ Donor Register; deemed consent applies - family approach with SN-OD. ")
        n.w("Family (", c.kinref(rng, c.nok), ") supportive. NHSBT donor number ", (dig(rng, 6), "IDNUM"), ". ")
        if c.scen["key"] == "trauma" or rng.random() < 0.5:
            n.w("Coroner referral made, ref ", ("CR/" + str(c.d(k).year) + "/" + dig(rng, 4), "IDNUM"),
                rng.choice([" - no objection.", " - coroner's officer to call back.", ", consent for retrieval given."]))
        n.t("\nOptimisation per NHSBT donor care bundle; retrieval team ETA %02d:00.\n" % rng.randrange(24))
    if rng.random() < 0.5:
        n.w("\nFamily present at testing: ", c.kinref(rng, c.nok))
        if len(c.kin) > 1:
            n.w(" and ", c.kinref(rng, c.kin[1]))
        n.t(".\n")
    sign(n, c, rng, doc1, k, style=rng.choice([0, 3, 4]))
    if rng.random() < 0.6:
        n.w("Second examiner: ", staff_ref(doc2, c.country, rng), " ", c.dd(k), "\n")


def us_num(rng, c):
    from note import us_phone
    return us_phone(rng, c.area, rng.choice([0, 1, 3]))
