"""Addiction services notes."""
from phi import S
from common import (landmark, pick, chance, time_s, hdr_kv, hdr_banner, hdr_table, hdr_terse, letter_open,
                    sign_letter, esign, dictation_footer, contact_footer, portal_line, telehealth_line,
                    fu_line, id_line, site_block, prof_s, occ_sentence, rand_name, rand_given, stem, rel_occ, rel_age, date_range)
from case import org_name
from locale_fmt import add_days

UDS = ["morphine", "methadone (EDDP)", "buprenorphine", "cocaine metabolite", "benzodiazepines", "amphetamine",
       "methamphetamine", "THC", "fentanyl", "pregabalin", "ethyl glucuronide"]


def keyworker_title(L):
    return {"US": "counselor", "CA": "case manager", "UK": "recovery worker", "IE": "key worker",
            "AU": "AOD clinician", "NZ": "AOD practitioner"}[L.code]


def uds(c):
    r = c.rng
    pos = r.sample(UDS, r.randint(1, 3))
    spec = pick(c, ["U", "TOX", "SP", "UDS"]) + "-%s-%06d" % (str(c.visit.year)[2:], r.randint(0, 999999))
    return "Urine drug screen (specimen %s, collected %s): positive for %s; negative for others on panel." % (
        S("IDNUM", spec), c.d(c.ago(r.randint(0, 14))), ", ".join(pos))


def ost_review(c):
    p, L, r = c.pt, c.loc, c.rng
    kw = c.nurse
    drug = pick(c, ["methadone", "methadone", "buprenorphine", "buprenorphine/naloxone", "long-acting injectable buprenorphine"])
    dose = {"methadone": "%d mg" % r.choice(range(30, 130, 5)), "buprenorphine": "%d mg" % r.choice([8, 12, 16, 20, 24]),
            "buprenorphine/naloxone": "%d/%d mg" % ((lambda x: (x, x // 4))(r.choice([8, 12, 16, 24])))}.get(drug, "%d mg monthly" % r.choice([64, 96, 128]))
    c.ost = (drug.split("/")[0].replace("long-acting injectable ", ""), dose)
    title = pick(c, ["OPIOID SUBSTITUTION TREATMENT - MEDICAL REVIEW", "OTP Physician Progress Note", "OST review",
                     "Opioid Agonist Treatment (OAT) review"])
    hdr = pick(c, [lambda: hdr_kv(c, title, loc_line="Service: " + c.site.n(),
                                  provider="Prescriber: " + c.cons.t("full") + "   " + (lambda t: t[0].upper() + t[1:])(keyworker_title(L)) + ": " + kw.nm()),
                   lambda: hdr_banner(c, title) + "\nSeen with " + keyworker_title(L) + " " + kw.nm() + " at " + c.site.n() + ", " + c.v(),
                   lambda: hdr_table(c, title, [("Prescriber", c.cons.t()), ((lambda t: t[0].upper() + t[1:])(keyworker_title(L)), kw.nm())])])()
    s = [hdr]
    if chance(c, 0.2):
        s.append(telehealth_line(c))
    start = c.past(60, 2500)
    s.append("Background: %s %s with opioid use disorder (%s), on %s since %s. %s" % (
        c.age_s(pick(c, ["year-old", "yo", "y/o"])), p.sexword,
        pick(c, ["heroin, IV, since age %s" % S("AGE", r.randint(min(15, c.age - 1), min(30, c.age - 1))), "prescription oxycodone progressing to fentanyl",
                 "smoked heroin from %s" % c.d(c.past(2000, 7000), "year"), "codeine-containing analgesics"]),
        drug, c.d(start, pick(c, [c.ds, "month_year"])), occ_sentence(c, where=chance(c, 0.5))))
    s.append("Current dose: %s %s, %s at %s (%s, %s). Pharmacist %s reports %s." % (
        drug, dose, pick(c, ["daily supervised consumption", "supervised 6 days, 1 takeaway", "3 takeaways/week",
                             "weekly pick-up"]),
        c.pharmacy.n(), c.inst_addr(c.pharmacy), c.phone(c.pharmacy.phone), c.pharmacist.nm(),
        pick(c, ["no missed doses", "two missed doses last week (" + c.d(c.ago(r.randint(2, 9)), L.wd_style(r)) + ", " + c.d(c.ago(r.randint(10, 14)), L.wd_style(r)) + ")",
                 "patient attended intoxicated on " + c.d(c.ago(r.randint(1, 12)), L.short_style()) + " and dose was withheld"])))
    if chance(c, 0.45):
        s.append("Dispensing is verified by fingerprint at the pharmacy terminal; biometric ID %s re-enrolled on %s after a failed match." % (
            S("BIOID", pick(c, ["FP-%05d" % r.randint(0, 99999), "BIO%07d" % r.randint(0, 9999999), "FPR-%s-%04d" % (L.code, r.randint(0, 9999))])),
            c.d(c.ago(r.randint(1, 40)))))
    s.append("Since last review (%s): %s. %s" % (
        c.d(c.ago(r.randint(14, 60))),
        pick(c, ["reports on-top heroin use 2-3 times/week", "no on-top use, cravings 3/10", "occasional crack cocaine with friends",
                 "benzodiazepine use (street diazepam) to sleep", "stable, working more hours"]),
        pick(c, ["Mood low since the anniversary of %s %s's death (%s)." % (p.poss, pick(c, ["brother", "sister", "partner", "mother"]), c.d(c.ago(r.randint(5, 60)), L.daymonth_style(r))),
                 "Attending the peer group at %s twice a week." % S("ORGANIZATION", stem(c) + pick(c, [" Recovery Café", " Peer Support Hub", " Recovery Collective"])),
                 "Living with %s %s %s, who is supportive." % (p.poss, c.rel[0].relation, c.rel[0].name("full")),
                 "Child protection case conference on %s regarding %s %s %s (%s)." % (c.dd(r.randint(3, 20)), p.poss, pick(c, ["son", "daughter"]), S("FAMILY", rand_given(c)), "aged " + S("AGE", r.randint(1, max(1, min(15, c.age - 17)))))])))
    s.append(uds(c))
    s.append("Examination: " + pick(c, ["pupils 3 mm, reactive; no signs of intoxication or withdrawal (COWS 2).",
                                         "injection sites R antecubital fossa, no cellulitis. Weight 64 kg.",
                                         "appears well; mild tremor; COWS 6.", "drowsy at start, improved; pinpoint pupils."]))
    s.append("BBV: HCV antibody %s; HCV RNA %s (%s). HIV negative %s. HBV vaccinated." % (
        pick(c, ["positive", "negative"]), pick(c, ["not detected after DAA treatment", "detected - referred to hepatology", "n/a"]),
        c.d(c.past(30, 400), "mon_year"), c.d(c.past(30, 400), "month_year")))
    if chance(c, 0.35):
        s.append("Driving: %s. Advised not to drive within 2 h of dosing or if sedated; %s." % (
            pick(c, ["drives a " + pick(c, ["silver hatchback", "white van", "blue sedan", "motorbike"]) + ", registration " + S("VEHICLE", L.plate(r)),
                     "holds a driver's licence (" + S("LICENSE", L.drivers_licence(r)) + ")"]),
            pick(c, ["DVLA guidance discussed" if L.code == "UK" else "licensing authority guidance discussed", "understands"])))
    plan = ["Continue %s %s; next script %s to %s." % (drug, dose, c.d(c.visit, L.short_style()), c.dd(13, L.short_style())),
            pick(c, ["Increase by %s to reduce on-top use." % ("5 mg" if drug == "methadone" else "4 mg"),
                     "Reduce by %s per fortnight as requested." % ("5 mg" if drug == "methadone" else "2 mg"), "No change."]),
            "Naloxone kit supplied (take-home, intranasal).",
            "Repeat UDS at next visit.", fu_line(c, pick(c, [2, 4, 6]))]
    if L.code == "US":
        plan.append("PDMP checked %s - no other controlled prescriptions." % c.v())
    s.append("Plan:\n" + "\n".join("- " + x for x in plan))
    s.append(pick(c, [lambda: esign(c), lambda: c.cons.sig() + "\n" + c.cons.lic() + "\n" + c.site.n() + " | " + c.phone(c.site.phone)])())
    return s


def alcohol_assessment(c):
    p, L, r = c.pt, c.loc, c.rng
    as_letter = chance(c, 0.4)
    s = [pick(c, [lambda: hdr_kv(c, pick(c, ["ALCOHOL DETOXIFICATION ASSESSMENT", "Comprehensive Assessment - Alcohol",
                                               "Community Alcohol Team - New Assessment"]),
                                  provider="Assessor: " + c.nurse.nm() + ", " + c.nurse.creds + "; reviewed by " + c.cons.t()),
                  ])() if not as_letter else letter_open(c, "Community Alcohol and Drug Service")]
    units = r.randint(60, 300)
    s.append("Presenting issue: requesting help to stop drinking after %s. Currently drinking %s, approx. %d units/week. "
             "First drink of the day at %s. Last drink %s at %s." % (
                 pick(c, ["a drink-driving arrest on " + c.d(c.ago(r.randint(10, 90))), "being warned at work by " + S("FAMILY", rand_name(c)) + ", " + p.poss + " manager",
                          "a seizure on " + c.d(c.ago(r.randint(10, 60)), L.wd_style(r)), p.poss + " " + c.rel[0].relation + " " + c.rel[0].name("given") + " threatening to leave"]),
                 pick(c, ["3 L strong cider daily", "1 L vodka daily", "8-10 cans of 5% lager", "2 bottles of wine daily"]), units,
                 time_s(c), c.d(c.ago(r.randint(0, 2)), pick(c, [c.ds, L.wd_style(r)])), time_s(c)))
    s.append("Scores: AUDIT %d/40; SADQ %d (%s); CIWA-Ar today %d." % (
        r.randint(20, 38), r.randint(16, 55), pick(c, ["moderate", "severe"]), r.randint(4, 22)))
    s.append("Previous treatment: inpatient detox at %s (%s); residential rehab at %s (%s) - left after %d weeks." % (
        c.hosp.n(), c.d(c.past(400, 2500), "mon_year"),
        S("HOSPITAL", stem(c) + pick(c, [" Lodge", " House", " Farm"])), c.d(c.past(200, 2000), "year"), r.randint(1, 10)))
    s.append("Physical: " + pick(c, ["BP 158/96, HR 104, tremor ++, no jaundice.", "Hepatomegaly 3 cm; spider naevi.",
                                     "Peripheral neuropathy to mid-shin; ataxic gait."]) +
             " Bloods (%s): GGT %d, ALT %d, MCV %d, platelets %d. Sample no. %s." % (
                 c.d(c.ago(r.randint(0, 7))), r.randint(80, 1400), r.randint(30, 240), r.randint(96, 112), r.randint(70, 260),
                 S("IDNUM", "%s%08d" % (pick(c, ["B", "H", "LAB", "CH"]), r.randint(0, 99999999)))))
    s.append("Social: " + occ_sentence(c) + " Lives at " + c.addr_s() + " with " + c.rel[0].name("full") +
             " (" + c.rel[0].relation + ")" + rel_occ(c.rel[0]) + ".")
    det_off = r.randint(3, 14)
    det = c.dd(det_off)
    days = ["Day %d (%s): chlordiazepoxide %d mg QDS" % (i + 1, c.d(add_days(c.visit, det_off + i), L.short_style()), d)
            for i, d in enumerate([30, 25, 20, 15, 10][:r.randint(3, 5)])]
    s.append("Plan: %s detox starting %s, supervised by %s (contact %s). Thiamine 100 mg TDS, Pabrinex on day 1.\n%s" % (
        pick(c, ["community", "home-based", "ambulatory"]), det, c.rel[0].name("full"), c.phone(c.rel[0].phone), "\n".join(days)))
    st = stem(c)
    s.append("Acamprosate/naltrexone to be discussed after detox. Referred to %s aftercare (%s)." % (
        S("ORGANIZATION", st + " Recovery Community"), S("URL", "www.%s-recovery.example.org" % st.lower())))
    if as_letter:
        s.append(sign_letter(c, pick(c, ["Consultant Addiction Psychiatrist", "Clinical Lead, Alcohol Service"])))
    else:
        s.append(esign(c, c.cons))
    return s


def pharmacy_letter(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [site_block(c, c.site, pick(c, ["Drug and Alcohol Service", "Addiction Medicine", "Substance Misuse Service"]))]
    s.append(c.v())
    s.append("To: %s, %s\n%s\nFax: %s" % (c.pharmacist.nm() + ", " + c.pharmacist.creds if chance(c, 0.6) else "The Pharmacist",
                                          c.pharmacy.n(), c.inst_addr(c.pharmacy, "block"), c.fax(c.pharmacy.fax)))
    s.append("Re: %s   DOB %s   %s" % (p.name(pick(c, ["full", "upper"])), c.dob_s(), id_line(c)))
    frm = c.dd(r.randint(0, 3))
    to = c.dd(r.randint(14, 28))
    drug = pick(c, ["methadone 1 mg/mL oral solution", "buprenorphine 8 mg sublingual tablets", "buprenorphine/naloxone 8/2 mg film"])
    s.append("Dear %s,\n\nPlease note the following change to the instalment prescription for the above patient, effective %s until %s:\n"
             "%s - %s daily, supervised consumption %s, with take-home doses on %s.\n"
             "Please contact the service on %s if %s misses three consecutive doses or presents intoxicated. "
             "Photo ID was checked at assessment (driver's licence %s)." % (
                 S("DOCTOR", c.pharmacist.given) if chance(c, 0.5) else "colleague", frm, to, drug,
                 pick(c, ["40 mL", "55 mL", "12 mg", "16 mg", "24 mg"]),
                 pick(c, ["6 days a week", "daily", "on weekdays"]), pick(c, ["the seventh day", "weekends", S("DATE", pick(c, L.holidays()))]),
                 c.phone(c.site.phone), p.pronoun, S("LICENSE", L.drivers_licence(r))))
    if chance(c, 0.4):
        s.append("The patient will be away visiting %s %s in %s (%s); a one-off travel script is attached." % (
            p.poss, c.rel[-1].relation, S("CITY", L.place(r)["city"]), date_range(c, r.randint(5, 9), r.randint(2, 6))))
    s.append("Yours sincerely,\n\n%s\n%s\n%s" % (c.cons.sig(), c.cons.lic(), pick(c, [L.pager_word() + " " + S("PHONE", c.cons.pager), S("EMAIL", c.cons.email)])))
    return s


def harm_reduction(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [pick(c, ["NSP / HARM REDUCTION CONTACT", "Needle exchange - brief intervention record", "Outreach contact note"])]
    s.append("Client: %s (%s)  DOB %s  Code: %s" % (
        p.name(pick(c, ["g_initial", "initials", "full"])), p.name("nick") if p.nick else p.name("given"), c.dob_s(),
        S("IDNUM", "%s%s%s" % (p.given[:2].upper(), p.surname[:2].upper(), c.dob.strftime("%d%m%y")))))
    s.append("Date/time: %s %s   Site: %s   Worker: %s" % (c.v(), time_s(c), pick(c, [c.site.n(), "outreach van at " + landmark(c)]),
                                                              c.nurse2.nm()))
    s.append("Equipment given: %d x 1 mL syringes, %d x 2 mL, filters, spoons, sharps bin. Returns: %s." % (
        r.randint(10, 50), r.randint(0, 20), pick(c, ["full bin", "none", "partial"])))
    s.append("Discussed: injecting sites (%s), overdose risk after %s, fentanyl test strips. Naloxone: %s." % (
        pick(c, ["groin - advised against", "arms only", "neck - urgent advice given"]),
        pick(c, ["release from " + S("ORGANIZATION", pick(c, ["HMP " + stem(c), stem(c) + " Correctional Centre", stem(c) + " Remand Centre"])) + " on " + c.d(c.ago(r.randint(1, 20))),
                 "recent detox", "reduced tolerance"]),
        pick(c, ["kit given, batch noted", "already carrying", "declined"])))
    if chance(c, 0.35):
        s.append("Client identified at the kiosk by fingerprint (template ID %s); no name recorded on the exchange log." % S("BIOID", "FT%06d" % r.randint(0, 999999)))
    s.append("Wound check: " + pick(c, ["abscess L forearm 3 cm, referred to " + c.hosp.n() + " ED", "nil", "healing ulcer R shin, dressing applied"]) + ".")
    s.append("Housing: %s. Contact number %s (%s)." % (
        pick(c, ["rough sleeping near " + landmark(c),
                 "hostel place at " + S("ORGANIZATION", stem(c) + pick(c, [" Night Shelter", " Housing Association", " Foyer", " Community Housing"])), "staying with " + c.rel[-1].name("full")]),
        c.phone(c.mobile), pick(c, ["own phone", "borrowed", "partner's phone"])))
    s.append("Next: OST assessment booked with %s on %s %s." % (c.cons.t(), c.dd(r.randint(1, 10), L.wd_style(r)), time_s(c)))
    return s


def rehab_referral(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [letter_open(c, "Addiction Services")]
    rehab = S("HOSPITAL", stem(c) + pick(c, [" Residential Rehabilitation", " Therapeutic Community", " Lodge"]))
    s[0] = s[0].replace("Dear " + c.gp.t() + ",", "Dear Admissions Team, " + rehab + ",")
    s.append("I would be grateful if you would consider %s (%s) for a 12-week residential placement. %s is %s, with %s." % (
        p.name("full"), c.age_s("yo"), p.Pronoun, pick(c, ["abstinent from alcohol since " + c.d(c.ago(r.randint(10, 40))),
                                                            "stable on methadone 40 mg, reducing", "completing inpatient detox on " + c.dd(r.randint(3, 10))]),
        pick(c, ["alcohol dependence (ICD-10 F10.2)", "opioid dependence", "polysubstance use disorder"])))
    s.append("Legal: %s. Probation officer %s (%s). Court case ref %s at %s." % (
        pick(c, ["Community order with a drug rehabilitation requirement", "Suspended sentence", "On bail pending sentence"]),
        S("FAMILY", rand_name(c)), c.phone(L.phone(r, "land")), S("IDNUM", "%s/%d/%05d" % (pick(c, ["CR", "DC", "CC"]), c.visit.year, r.randint(0, 99999))),
        S("ORGANIZATION", org_name(r, L, "legal"))))
    s.append("Funding: %s. %s: %s." % (
        pick(c, ["approved by panel on " + c.d(c.ago(r.randint(1, 14))), "pending panel on " + c.dd(r.randint(2, 14))]),
        L.ssn_label(), S("SSN", c.ssn)))
    s.append("Family: %s %s %s (%s) is supportive and can be contacted on %s. %s" % (
        p.poss.capitalize(), c.rel[0].relation, c.rel[0].name("full"), S("AGE", rel_age(c, c.rel[0])), c.phone(c.rel[0].phone),
        occ_sentence(c)))
    s.append(sign_letter(c, pick(c, ["Consultant in Addiction Psychiatry", "Addiction Medicine Specialist"])))
    return s


def note(c):
    return pick(c, [ost_review, ost_review, alcohol_assessment, pharmacy_letter, harm_reduction, rehab_referral])(c)
