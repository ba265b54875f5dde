"""Genres: neuropsychological assessment report; medico-legal cognitive report."""
import phi
import clinical as cl
import clinical2 as c2
from case import Case
from common import demo_block, referrer_line, cc_block, bullets, a_an, prof_piece
from note import Note, frag
from phi import make_person
import variety as V
from pools_places import LAW_FIRMS, INSURERS, LANDMARKS, STREET_NAMES

AGE_RANGE = {"tbi": (18, 68), "mild_tbi": (17, 60), "dementia": (56, 93), "epilepsy": (17, 58),
             "stroke": (34, 86)}


def pick_etio(rng, paeds_p=0.3, allowed=None):
    if rng.random() < paeds_p:
        return "paeds"
    return rng.choice(allowed or ["tbi", "mild_tbi", "dementia", "epilepsy", "stroke"])


def make_case(rng, country, etio, age=None):
    if etio == "paeds":
        c = Case(rng, country, paeds=True, age=age)
    else:
        lo, hi = AGE_RANGE[etio]
        c = Case(rng, country, min_age=lo, max_age=hi, age=age)
    c.etio = etio
    c.dxv = c2.dx(rng, etio)
    return c


def section(n, title, rng, style):
    if style == 0:
        n.nl().ln(title.upper())
    elif style == 1:
        n.nl().ln(title)
        n.ln("-" * len(title))
    elif style == 2:
        n.nl().ln("## " + title)
    else:
        n.nl().ln(title + ":")


def scheme_for(c, rng):
    return rng.choice(["aacn", "wechsler"] if c.country == "US" else ["wechsler", "uk", "aacn"])


def gen_np_report(rng, country):
    etio = pick_etio(rng, 0.33)
    c = make_case(rng, country, etio)
    n = Note()
    sst = rng.randint(0, 3)
    c.letterhead(n)
    n.ln(rng.choice(["NEUROPSYCHOLOGICAL ASSESSMENT REPORT", "Neuropsychological Evaluation",
                     "CONFIDENTIAL - Neuropsychology Report", "NEUROPSYCHOLOGICAL CONSULTATION",
                     "Paediatric Neuropsychological Assessment" if c.paeds else "Cognitive Assessment Report"]))
    n.nl()
    demo_block(n, c, rng, include_ssn=country in ("US", "CA") and rng.random() < 0.35)
    d1 = c.visit
    d2 = c.days(rng.choice([1, 2, 7, 8, 14]))
    drep = c.days(rng.randint(15, 45))
    r = rng.random()
    if r < 0.4:
        n.ln("Date(s) of assessment: {a} and {b}", a=c.d(d1), b=c.d(d2))
    elif r < 0.7:
        n.ln("Testing dates: {a}-{b}", a=c.d(d1), b=c.d(d2))
    else:
        n.ln("Date seen: {a}", a=c.df.wk(d1))
    n.ln("Date of report: {d}", d=c.d(drep))
    n.ln("Referred by: {r}", r=referrer_line(c, rng))
    n.ln("Examiner: {e}; psychometry by {t} ({role})", e=c.dr(c.np), t=("DOCTOR", c.tech.form("full")),
         role=c.tech_role)
    if c.country == "US" and rng.random() < 0.6:
        n.ln("Encounter/Acct: {a}   Insurance: {ins} ID {h}", a=("ACCOUNT", c.acct),
             ins=c.org(rng.choice(INSURERS)), h=("HEALTHPLAN", phi.healthplan(rng, "US")))

    section(n, "Reason for referral", rng, sst)
    n.ln("{nm} is {a} {age}{sx} referred by {r} {why}", nm=c.pt_ref(), a="a",
         age=[("AGE", str(c.age)), "-year-old"] if rng.random() < 0.6 else [("AGE", str(c.age)), " year old"],
         sx=" " + rng.choice(["man", "gentleman"] if c.pt.sex == "M" else ["woman", "lady"] if c.pt.sex == "F" else ["person"])
         if not c.paeds else " " + ("boy" if c.pt.sex == "M" else "girl" if c.pt.sex == "F" else "child"),
         r=c.dr(c.referrer), why=rng.choice([
             "for assessment of cognitive function following " + c.dxv + ".",
             "to clarify the nature and severity of cognitive difficulties and to inform rehabilitation planning.",
             "for a baseline assessment prior to consideration of surgery.",
             "for diagnostic clarification (" + c.dxv + " vs. mood-related cognitive complaints).",
             "to advise on educational support and classroom strategies." if c.paeds else
             "to advise on capacity for return to work and driving."]))

    section(n, "Sources of information", rng, sst)
    rel, p = c.rel(0)
    items = [frag("Clinical interview with {nm} and {his} {rel}, {f} ({d})", nm=c.pt_ref(), his=c.his(), rel=rel,
                  f=("FAMILY", p.form("full")), d=c.d(d1)),
             frag("Medical records from {h}", h=("HOSPITAL", c.ref_site)),
             frag("Referral letter from {r} dated {d}", r=c.dr(c.referrer), d=c.d(c.days(-rng.randint(40, 200))))]
    if rng.random() < 0.6:
        items.append(frag("MRI report dated {d} (accession {a})", d=c.d(c.days(-rng.randint(30, 400))),
                          a=("IDNUM", phi.ref_number(rng, country, "acc"))))
    if c.paeds:
        items.append(frag("School report and teacher questionnaires from {s} ({t}, class teacher)",
                          s=c.org(c.school), t=("FAMILY", c.teacher.form(rng.choice(["full", "last"])))))
    bullets(n, items, rng)

    section(n, "Background", rng, sst)
    n.add(c2.etiology_block(rng, c, etio), "\n")
    if etio != "epilepsy":
        n.ln("Medications: " + c2.meds_text(rng, etio))
    if rng.random() < 0.8:
        n.ln(rng.choice(["Other: ", "Also noted: ", "Investigations/other: ", ""]) + V.hn(rng, etio, rng.randint(1, 3)))
    if c.paeds:
        n.add(c2.dev_block(rng, c), "\n")
    n.add(c2.social_block(rng, c), "\n")

    section(n, "Current concerns", rng, sst)
    quote = rng.choice(["'I walk into a room and forget why I'm there.'", "'Everything takes twice as long.'",
                        "'I can't follow the thread of a conversation in a group.'",
                        "'My head feels full by lunchtime.'", "'I lose my words mid-sentence.'"])
    n.ln("{nm} reported {q} {His} {rel} {f} added that {he} {x}.", nm=c.pt_ref(), q=quote,
         His=c.His(), rel=c.rel(1)[0], f=c.fam(1), he=c.he(), x=rng.choice([
             "has become more irritable and less patient with the children",
             "repeats stories within the same conversation", "needs prompting to start everyday tasks",
             "often forgets appointments unless written on the kitchen calendar",
             "gets overwhelmed in noisy places like the supermarket"]))

    section(n, "Behavioural observations", rng, sst)
    n.add(c2.observations_block(rng, c), "\n")

    rows = cl.draw_rows(rng, "noncredible" if rng.random() < 0.07 else {
        "tbi": "tbi", "mild_tbi": "mild_tbi", "dementia": "dementia", "epilepsy": rng.choice(["tle_left", "tle_right"]),
        "stroke": "stroke", "paeds": rng.choice(["adhd", "ld", "tbi", "normal"])}[etio], paeds=c.paeds)
    section(n, "Tests administered", rng, sst)
    tests = sorted(set(t for t, _, _, _ in rows))
    n.ln(", ".join(tests) + ("; " + ", ".join(sorted(set(x.split(" ")[0] for x in cl.mood_lines(rng)))) if not c.paeds else "") + ".")
    section(n, "Validity of results", rng, sst)
    fail = rng.random() < 0.12
    for line in cl.pvt_lines(rng, fail):
        n.ln("  " + line)
    section(n, "Results", rng, sst)
    if rng.random() < 0.35:
        n.ln("Scores below are age-corrected (standard score mean 100, SD 15; scaled score mean 10, SD 3; T mean 50, SD 10).")
    n.add(cl.render_table(rng, rows, scheme_for(c, rng)))
    if c.paeds:
        n.ln("Rating scales:")
        for line in cl.rating_lines(rng):
            n.ln("  " + line)
    else:
        n.ln("Mood: " + "; ".join(cl.mood_lines(rng, rng.random() < 0.4)) + ".")

    section(n, "Summary and formulation", rng, sst)
    n.ln("In summary, {nm} is {a} {age} with {dx}. {form}", nm=c.pt_ref(), a="a",
         age=[("AGE", str(c.age)), "-year-old"], dx=c.dxv, form=c2.formulation(rng, etio))
    section(n, "Recommendations", rng, sst)
    bullets(n, c2.recs(rng, etio), rng)
    if rng.random() < 0.6:
        n.ln("A feedback appointment has been booked for {d} at {t}.", d=c.df.wk(c.days(rng.randint(20, 60))),
             t=rng.choice(["9:30 am", "14:00", "10.15am", "3 pm"]))
    n.nl()
    if rng.random() < 0.5:
        n.ln("Please do not hesitate to contact me on {p} if you have any questions.",
             p=("PHONE", phi.with_ext(rng, c.hosp_phone) if rng.random() < 0.5 else c.hosp_phone))
    n.nl()
    c.np_sig(n, lic=rng.random() < 0.8, email=rng.random() < 0.4)
    if country == "US" and rng.random() < 0.6:
        n.nl().ln(c2.codes_line(rng, country, etio))
    n.nl()
    cc_block(n, c, rng, patient=rng.random() < 0.5)
    if rng.random() < 0.4:
        n.nl()
        V.ehr_footer(n, c, rng)
    return n, c


# ------------------------------------------------------------------ medico-legal
def gen_medicolegal(rng, country):
    etio = rng.choice(["tbi", "tbi", "mild_tbi", "mild_tbi"])
    c = make_case(rng, country, etio)
    n = Note()
    sol = make_person(rng)
    firm = rng.choice(LAW_FIRMS)
    ins = rng.choice(INSURERS)
    acc_d = c.days(-rng.randint(300, 1500))
    exam_d = c.visit
    rep_d = c.days(rng.randint(10, 40))
    title = {"UK": "EXPERT NEUROPSYCHOLOGICAL REPORT (CPR Part 35)",
             "US": "INDEPENDENT NEUROPSYCHOLOGICAL EXAMINATION",
             "AU": "MEDICO-LEGAL NEUROPSYCHOLOGICAL REPORT",
             "CA": "INDEPENDENT NEUROPSYCHOLOGICAL ASSESSMENT (SABS s.44)"}[country]
    n.ln(title)
    n.ln("Prepared by {d}, {cr}", d=("DOCTOR", c.np.form("full")), cr=c.np_creds)
    n.nl()
    n.ln("Claimant:            {p}", p=c.pt_header())
    n.ln("Date of birth:       {d}", d=c.d(c.dob))
    n.ln("Address:             {a}", a=c.addr())
    n.ln("Date of accident:    {d}   (age at accident {a})", d=c.d(acc_d), a=("AGE", str(c.age_at(acc_d))))
    n.ln("Date of examination: {d}", d=c.d(exam_d))
    n.ln("Date of report:      {d}", d=c.d(rep_d))
    if country == "US":
        n.ln("SSN:                 {s}", s=("SSN", c.ssn))
        n.ln("Claim #:             {x}   Adjuster: {a}, {i}", x=("IDNUM", phi.ref_number(rng, country, "claim")),
             a=("FAMILY", make_person(rng).form("full")), i=c.org(ins))
    else:
        n.ln("Instructed by:       {s} of {f}", s=("FAMILY", sol.form(rng.choice(["full", "init_last"]))), f=c.org(firm))
        n.ln("Your ref:            {r}", r=("IDNUM", phi.ref_number(rng, country)))
        n.ln("Claim no.:           {r}", r=("IDNUM", phi.ref_number(rng, country, "claim")))
        if rng.random() < 0.5:
            n.ln("Court ref:           {r}", r=("IDNUM", phi.ref_number(rng, country, "court")))
    if country in ("UK", "CA"):
        n.ln("{lab}{s}", lab="NI number:           " if country == "UK" else "SIN:                 ", s=("SSN", c.ssn))
    n.ln("Our ref:             {r}", r=("IDNUM", c.ref_no))
    n.nl()
    n.ln("1. INSTRUCTIONS")
    if country == "UK":
        n.ln("I have been instructed by {s} of {f} on behalf of the Claimant to provide an opinion on the nature, "
             "extent and cause of any cognitive impairment. I understand my overriding duty is to the Court. This "
             "report complies with Part 35 of the Civil Procedure Rules and Practice Direction 35.",
             s=[("FAMILY", sol.form("full"))], f=c.org(firm))
    elif country == "AU":
        n.ln("I have read the Expert Witness Code of Conduct and agree to be bound by it. I was retained by {s} of "
             "{f} by letter dated {d}.", s=("FAMILY", sol.form("full")), f=c.org(firm),
             d=c.d(c.days(-rng.randint(30, 120))))
    elif country == "CA":
        n.ln("This insurer examination was arranged by {i} (adjuster {a}) under the Statutory Accident Benefits "
             "Schedule. Policy no. {pol}.", i=c.org(ins), a=("FAMILY", make_person(rng).form("full")),
             pol=("HEALTHPLAN", "%s-%s" % (phi.letters(rng, 3), phi.digits(rng, 7))))
    else:
        n.ln("This examination was requested by {i} to address causation, current functional capacity and need "
             "for further treatment. No doctor-patient relationship is created by this IME.", i=c.org(ins))
    n.ln("{nm} was informed of the limits of confidentiality and consented to proceed.", nm=c.pt_ref())
    if rng.random() < 0.3:
        n.ln("Identity was verified against photo ID and the examination centre's fingerprint scanner (record {b}).",
             b=("BIOID", phi.bioid(rng, "finger")))
    n.nl()
    n.ln("2. DOCUMENTS REVIEWED")
    docs = [frag("Ambulance patient care record, {d}", d=c.d(acc_d)),
            frag("Emergency department and inpatient notes, {h} ({d1} to {d2})", h=("HOSPITAL", c.ref_site),
                 d1=c.d(acc_d), d2=c.d(phi.add_days(acc_d, rng.randint(1, 60)))),
            frag("GP records, {p}, {d1} - {d2}", p=("HOSPITAL", c.gp_practice), d1=c.d(c.days(-rng.randint(2500, 4000))),
                 d2=c.d(c.days(-rng.randint(20, 90)))),
            frag("Police report no. {x}", x=("IDNUM", "%s/%s" % (phi.letters(rng, 2), phi.digits(rng, 6)))),
            frag("Employment file from {e}", e=c.org(c.employer))]
    if rng.random() < 0.5:
        docs.append(frag("Report of {d} (neurologist) dated {dt}", d=c.dr(make_person(rng)), dt=c.d(c.days(-rng.randint(40, 300)))))
    bullets(n, rng.sample(docs, len(docs)), rng, "num")
    n.nl()
    n.ln("3. THE ACCIDENT")
    pl = phi.plate(rng, country)
    car = rng.choice(["Toyota Hilux", "Ford Ranger", "Honda Civic", "Mazda 3", "VW Golf", "Kia Sportage",
                      "Chevrolet Silverado", "Nissan X-Trail"])
    street = "%s %s" % (rng.choice(STREET_NAMES), rng.choice(["Road", "Street", "Highway", "Avenue"]))
    n.ln("{nm} was driving {his} {car} (registration {pl}) along {st} in {city} when a {o} travelling in the "
         "opposite direction crossed the centre line near {lm}. The other vehicle ({pl2}) was a {o2}. {He} recalls "
         "{rec}.", nm=c.pt_ref(), his=c.his(), car=car, pl=("VEHICLE", pl), st=("STREET", street),
         city=("CITY", rng.choice([c.city, c.hosp_city])), o=rng.choice(["utility vehicle", "delivery van", "sedan"]),
         lm=c2.the_loc(rng.choice(LANDMARKS)), pl2=("VEHICLE", phi.plate(rng, country)),
         o2=rng.choice(["white panel van", "silver hatchback", "logging truck"]), He=c.He(),
         rec=rng.choice(["nothing from leaving work until waking in hospital",
                         "seeing headlights and then being cut from the car",
                         "only fragments of the ambulance journey"]))
    if rng.random() < 0.45:
        n.ln("The vehicle identification number recorded by police was {v}.", v=("VEHICLE", phi.vin(rng)))
    n.nl()
    n.ln("4. INJURIES AND TREATMENT")
    n.add(c2.etiology_block(rng, c, etio, acc_d), "\n")
    if rng.random() < 0.7:
        n.ln(V.hn(rng, etio, rng.randint(1, 2)))
    n.nl()
    n.ln("5. PRE-ACCIDENT HISTORY")
    n.add(c2.social_block(rng, c), "\n")
    n.ln("There is no documented history of head injury, learning difficulty or psychiatric treatment prior to "
         "the index accident. GP records note consultations for back pain and a fractured wrist.")
    n.nl()
    n.ln("6. CURRENT COMPLAINTS")
    rel, p = c.rel(0)
    n.ln("{nm} describes forgetfulness, slowed thinking, irritability, headaches and poor sleep. {His} {rel} "
         "{f} ({ph}) was interviewed by telephone on {d}; {she} confirmed marked personality change since the "
         "accident.", nm=c.pt_ref(), His=c.His(), rel=rel, f=("FAMILY", p.form("full")),
         ph=("PHONE", phi.phone(rng, country, "mobile")), d=c.d(phi.add_days(exam_d, rng.randint(1, 6))),
         she=p.subj())
    n.nl()
    n.ln("7. TEST RESULTS")
    fail = rng.random() < 0.35
    n.ln("Performance validity:")
    for line in cl.pvt_lines(rng, fail):
        n.ln("  " + line)
    rows = cl.draw_rows(rng, "noncredible" if fail else etio, n=rng.randint(8, 14))
    n.add(cl.render_table(rng, rows, scheme_for(c, rng), rng.choice(["fixed", "pipe", "tab"])))
    n.ln("Symptom validity: " + rng.choice(["MMPI-2-RF RBS T=92, FBS-r T=88 (over-reporting of cognitive complaints).",
                                              "MMPI-3 validity scales within acceptable limits.",
                                              "PAI NIM T=68, MAL T=54; profile interpretable.",
                                              "SIMS total 11 (below cut-off of 14)."]))
    n.nl()
    n.ln("8. OPINION")
    if fail:
        n.ln("Given failure on multiple performance validity tests, the test scores cannot be taken as an accurate "
             "estimate of {his} true ability. I am unable to attribute any deficit to the accident of {d} on the "
             "basis of testing alone.", his=c.his(), d=c.d(acc_d))
    else:
        n.ln("On the balance of probabilities, the cognitive deficits described are caused by the brain injury "
             "sustained on {d}. {form}", d=c.d(acc_d), form=c2.formulation(rng, etio))
    n.ln("Prognosis: " + rng.choice(["further spontaneous recovery beyond 2 years post-injury is unlikely.",
                                     "guarded; likely to require support in the open labour market.",
                                     "good, provided the psychological factors are treated."]))
    n.ln("Work: {He} is unlikely to return to {his} pre-accident role as {p} without substantial adjustments.",
         He=c.He(), his=c.his(), p=prof_piece(c))
    n.nl()
    n.ln("9. STATEMENT OF TRUTH" if country == "UK" else "9. DECLARATION")
    n.ln("I confirm that I have made clear which facts and matters referred to in this report are within my own "
         "knowledge and which are not. The opinions I have expressed represent my true and complete professional "
         "opinion.")
    n.nl()
    n.ln("Signed: {s}", s=("DOCTOR", c.np.form(rng.choice(["full", "full_mi", "init_last"]))))
    n.ln("{role}, {lab} {lic}", role=c.np_role, lab={"UK": "HCPC", "US": "Lic.", "AU": "AHPRA", "CA": "Reg."}[country],
         lic=("LICENSE", c.np_lic))
    n.ln("Dated: {d}", d=c.d(rep_d))
    if rng.random() < 0.5:
        n.ln("Fee note {a} issued separately to instructing party.", a=("ACCOUNT", "INV-" + phi.digits(rng, 5)))
    if rng.random() < 0.5:
        n.ln("Rooms: {a}   Tel {p}   {e}", a=c.hosp_addr(), p=("PHONE", c.hosp_phone), e=("EMAIL", c.np_email))
    return n, c
