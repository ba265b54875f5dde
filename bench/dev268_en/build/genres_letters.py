"""Genres: feedback letter to patient/family; referral letter/form; clinic letter to GP."""
import phi
import clinical as cl
import clinical2 as c2
from common import demo_block, referrer_line, cc_block, bullets, typist_line, salutation_to_dr, sign_other, a_an
from genres_report import pick_etio, make_case
from note import Note, frag
from phi import make_person
import variety as V
from case import age_words
from pools_places import INSURERS, CHARITIES

PLAIN_TESTS = ["puzzles and pattern tasks", "remembering stories and lists of words", "copying and remembering drawings",
               "timed tasks such as joining up numbers and letters", "naming pictures and thinking of words quickly",
               "questionnaires about mood, sleep and fatigue", "tasks of planning and problem-solving",
               "reading, spelling and maths tasks"]
STRENGTHS = ["Your general reasoning and vocabulary are solidly in the average range.",
             "Your ability to understand and use language is a real strength.",
             "You did well on tasks of visual problem-solving.",
             "Your memory for things you have seen is good.", "Your attention to detail was excellent."]
WEAK = ["You are slower at taking in and processing information than would be expected.",
        "Remembering new spoken information after a delay was difficult for you.",
        "Switching between two tasks and keeping track of several things at once was harder for you.",
        "Finding the right word quickly was sometimes difficult.",
        "Your ability to hold information in mind while working with it (working memory) is an area of weakness."]

P_STRENGTHS = ["{He} has good verbal reasoning skills and can explain ideas and word meanings well.",
               "Visual problem-solving is one of {his} strengths.", "{He} remembers pictures and places well.",
               "{He} is a sociable child who tries hard when tasks are fun and short."]
P_WEAK = ["{He} needs more time than other children {his} age to take in and respond to information.",
          "Holding several instructions in mind at once is hard for {him}.",
          "Reading and spelling are behind where we would expect for {his} age.",
          "{He} finds it hard to stop and think before acting, especially when tired."]


def addr_block(n, c, rng):
    title = c.pt.title(c.country, c.married)
    if rng.random() < 0.7:
        n.ln("{t} {p}", t=title, p=("PATIENT", c.pt.form(rng.choice(["full", "full_mi", "init_last"]))))
    else:
        n.ln("{p}", p=("PATIENT", c.pt.form("FULL_UPPER")))
    n.add(c.addr(one_line=False), "\n")


def gen_feedback_letter(rng, country):
    etio = pick_etio(rng, 0.3)
    c = make_case(rng, country, etio)
    n = Note()
    c.letterhead(n)
    n.ln("{d}", d=c.d(c.days(rng.randint(14, 50))))
    n.nl()
    n.ln(rng.choice(["PRIVATE AND CONFIDENTIAL", "Private & Confidential", "Addressee only"]))
    if c.paeds:
        rel, p = c.rel(0)
        n.ln("To the parent/carer of {p}", p=("PATIENT", c.pt.form("full")))
        n.add(c.addr(one_line=False), "\n")
    else:
        addr_block(n, c, rng)
    n.nl()
    n.ln("Our ref: {r}   {lab}: {h}", r=("IDNUM", c.ref_no), lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan))
    n.nl()
    if c.paeds:
        rel, p = c.rel(0)
        if len(c.family) > 1 and rng.random() < 0.5:
            r2, p2 = c.rel(1)
            n.ln("Dear {a} and {b},", a=("FAMILY", p.first), b=("FAMILY", p2.first))
        else:
            n.ln("Dear {t} {a},", t=p.title(c.country), a=("FAMILY", p.last))
        n.nl()
        n.ln("Thank you for bringing {nm} to see me at {h} on {d}. I enjoyed meeting {him}, and {he} worked "
             "really hard on all the activities. This letter summarises what we talked about at the feedback "
             "session on {d2}.", nm=c.pt_ref(), h=c.H(), d=c.d(c.visit), him=c.him(), he=c.he(),
             d2=c.d(c.days(rng.randint(20, 40))))
    else:
        st = rng.random()
        if st < 0.5:
            n.ln("Dear {f},", f=("PATIENT", c.pt.first))
        else:
            n.ln("Dear {t} {l},", t=c.pt.title(c.country, c.married), l=("PATIENT", c.pt.last))
        n.nl()
        rel, p = c.rel(0)
        n.ln("It was good to meet you and your {rel} {f} at {h} on {d}. As promised, here is a written "
             "summary of the results of your assessment and what they mean for you.", rel=rel,
             f=("FAMILY", p.first), h=c.H(), d=c.d(c.visit))
    n.nl()
    n.ln(rng.choice(["What we did", "WHAT THE ASSESSMENT INVOLVED", "The assessment"]))
    n.ln("We spent about {h} hours together on {t}. We also looked at {rec} from {site}.",
         h=rng.choice(["three", "four", "five", "two and a half"]),
         t=", ".join(rng.sample(PLAIN_TESTS, 4)), rec=rng.choice(["your scan results", "your hospital notes",
                                                                  "reports from school"]),
         site=("HOSPITAL", c.ref_site))
    n.nl()
    n.ln(rng.choice(["What we found", "RESULTS IN BRIEF", "Main findings"]))
    if c.paeds:
        for s in rng.sample(P_STRENGTHS, 2) + rng.sample(P_WEAK, 2):
            n.ln("- " + s.replace("{He}", c.He()).replace("{his}", c.his()).replace("{him}", c.him()))
    else:
        for s in rng.sample(STRENGTHS, 2) + rng.sample(WEAK, 2):
            n.ln("- " + s)
    pp = rng.choice([2, 4, 5, 7, 9, 12, 16])
    if rng.random() < 0.5:
        n.ln("(For example, on one timed task " + ("your" if not c.paeds else c.his()) + " score was at the {p}th percentile, meaning about {q} out of 100 "
             "people of the same age would score lower.)", p=pp, q=pp)
    n.nl()
    n.ln(rng.choice(["What this means", "WHAT THIS MEANS FOR EVERYDAY LIFE"]))
    n.ln(c2.formulation(rng, etio).replace("The profile", "Overall, the pattern").strip())
    n.nl()
    n.ln(rng.choice(["Things that may help", "Recommendations", "SUGGESTIONS"]))
    bullets(n, c2.recs(rng, etio, rng.randint(3, 5)), rng)
    if rng.random() < 0.5:
        n.ln("You may also find the resources at {u} helpful, and {ch} runs a peer support group.",
             u=("URL", phi.url(rng)), ch=c2.the_piece_org(rng.choice(CHARITIES)))
    n.nl()
    n.ln("I have sent a copy of this letter to your {gpw}, {g}, at {pr}.", gpw="GP" if c.country in ("UK", "AU") else "doctor",
         g=c.dr(c.gp, rng.choice(["full", "last"])), pr=("HOSPITAL", c.gp_practice))
    r = rng.random()
    if r < 0.5:
        n.ln("If you have any questions please ring the department on {p} or email {e}.",
             p=("PHONE", c.hosp_phone), e=("EMAIL", c.np_email))
    else:
        n.ln("Any questions, please call {p} and leave a message for me.",
             p=("PHONE", phi.with_ext(rng, c.hosp_phone)))
    n.nl()
    n.ln(rng.choice(["With best wishes,", "Kind regards,", "Yours sincerely,", "Warm regards,"]))
    n.nl()
    c.np_sig(n, lic=rng.random() < 0.3)
    if rng.random() < 0.5:
        n.nl()
        n.ln("cc {g}, {pr}", g=c.dr(c.gp), pr=("HOSPITAL", c.gp_practice))
    return n, c


# ------------------------------------------------------------------ referral
def gen_referral(rng, country):
    etio = pick_etio(rng, 0.3)
    c = make_case(rng, country, etio)
    n = Note()
    ref_d = c.days(-rng.randint(30, 200))
    if rng.random() < 0.5:
        # letter from GP / specialist
        from_gp = rng.random() < 0.5
        who = c.gp if from_gp else c.referrer
        site = c.gp_practice if from_gp else c.ref_site
        n.ln("{s}", s=("HOSPITAL", site))
        n.ln("{a}", a=c.gp_addr() if from_gp else c.addr(True, c.hosp_street, c.hosp_city, c.hosp_zip))
        n.ln("Tel {p}  Fax {f}", p=("PHONE", phi.phone(rng, country)), f=("FAX", phi.phone(rng, country)))
        n.nl()
        n.ln("{d}", d=c.d(ref_d))
        n.nl()
        n.ln(rng.choice(["Neuropsychology Department", "The Clinical Neuropsychology Service", "Dear Colleague,"]))
        if rng.random() < 0.5:
            n.ln("{h}", h=c.H())
        n.nl()
        n.ln("{sal},", sal=salutation_to_dr(c, c.np, rng) if rng.random() < 0.5 else "Dear Neuropsychology team")
        n.nl()
        n.ln("Re: {p}, DOB {d}, {lab} {h}", p=c.pt_header(), d=c.d(c.dob), lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan))
        n.ln("{a}. Tel {m}", a=c.addr(), m=("PHONE", c.mobile))
        n.nl()
        n.ln("I would be grateful if you could see this {age} {g} {why}", age=[("AGE", str(c.age)), "-year-old"],
             g=("boy" if c.pt.sex == "M" else "girl") if c.paeds else ("man" if c.pt.sex == "M" else "woman"),
             why=rng.choice(["for formal neuropsychological assessment.", "who I am worried about cognitively.",
                             {"dementia": "for an opinion regarding cognitive decline.",
                              "epilepsy": "for pre-surgical neuropsychology as part of the epilepsy surgery work-up.",
                              "paeds": "for assessment of learning and attention.",
                              "tbi": "to guide rehabilitation after a brain injury.",
                              "mild_tbi": "with persisting symptoms after concussion.",
                              "stroke": "to assess cognition after a stroke."}[etio]]))
        n.add(c2.etiology_block(rng, c, etio), "\n")
        n.ln("Current medication: " + c2.meds_text(rng, etio) + ".")
        if not c.paeds:
            ret = c.age > 66
            n.ln("{He} {w} {p}{emp}.", He=c.He(), w="is a retired" if ret else "works as " + a_an(c.prof),
                 p=("PROFESSION", c.prof),
                 emp=[" at ", c.org(c.employer)] if rng.random() < 0.5 else "")
        n.ln(rng.choice(["{His} {rel} {f} is keen for the assessment and can be contacted on {ph}.",
                         "Please contact {his} {rel}, {f}, on {ph} to arrange the appointment as {he} tends to forget."]).format(
            His="{His}", his="{his}", rel="{rel}", f="{f}", ph="{ph}", he="{he}"),
            His=c.His(), his=c.his(), rel=c.rel(0)[0], f=c.fam(0, "full"), ph=("PHONE", phi.phone(rng, country, "mobile")), he=c.he())
        if rng.random() < 0.5:
            n.ln(V.hn(rng, etio, 1))
        n.ln(rng.choice(["Screening in surgery: " + cl.screen_line(rng), "No previous cognitive testing.",
                         "Bloods (FBC, U&E, LFT, TFT, B12, folate) all normal this month.",
                         "ECG: sinus rhythm 72 bpm, QTc 418 ms."]))
        n.nl()
        n.ln(rng.choice(["Many thanks,", "Yours sincerely,", "Kind regards", "With thanks for your help,"]))
        n.nl()
        lic = phi.clinician_licence(rng, country, "gmc" if country != "US" else "npi")
        sign_other(n, who, "General Practitioner" if from_gp else c.ref_role, rng, c.us, lic if rng.random() < 0.6 else None,
                   country)
        return n, c
    # structured e-referral form
    n.ln(rng.choice(["REFERRAL FORM - NEUROPSYCHOLOGY", "e-Referral: Clinical Neuropsychology",
                     "NEUROPSYCHOLOGICAL EVALUATION REQUEST", "Referral for Cognitive Assessment"]))
    n.ln("Receiving service: {h}", h=c.H())
    n.ln("Referral ID: {r}   Received: {d}", r=("IDNUM", phi.ref_number(rng, country)), d=c.d(ref_d))
    n.ln("Priority: " + rng.choice(["Routine", "Urgent", "Soon", "Routine (18-week pathway)"]))
    n.nl()
    n.ln("PATIENT DETAILS")
    n.ln("Surname: {l}    Given name(s): {f}", l=("PATIENT", c.pt.last.upper() if rng.random() < 0.5 else c.pt.last),
         f=("PATIENT", (c.pt.first + (" " + c.pt.middle if c.pt.middle else ""))))
    n.ln("DOB: {d}   Sex: {s}", d=c.d(c.dob), s={"M": "Male", "F": "Female"}.get(c.pt.sex, "Not stated"))
    n.ln("Address: {a}", a=c.addr())
    n.ln("Home ph: {p}   Mobile: {m}", p=("PHONE", c.phone), m=("PHONE", c.mobile))
    if rng.random() < 0.6:
        n.ln("Email: {e}", e=("EMAIL", c.email))
    n.ln("{lab}: {h}   {ml}: {m}", lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan), ml=c.mrn_label(), m=("MRN", c.mrn))
    if country == "US" and rng.random() < 0.4:
        n.ln("SSN: {s}", s=("SSN", c.ssn))
    if country == "US":
        n.ln("Payer: {i}   Group #: {g}   Prior auth #: {pa}", i=c.org(rng.choice(INSURERS)),
             g=("HEALTHPLAN", phi.digits(rng, 5, True)), pa=("IDNUM", "PA" + phi.digits(rng, 8)))
    n.ln("Interpreter required: " + rng.choice(["No", "Yes - Arabic", "Yes - Vietnamese", "Yes - Punjabi", "No", "Yes - Polish"]))
    if c.paeds:
        rel, p = c.rel(0)
        n.ln("Parent/guardian: {f} ({rel})  Ph {ph}", f=("FAMILY", p.form("full")), rel=rel,
             ph=("PHONE", phi.phone(rng, country, "mobile")))
        n.ln("School: {s}, {yr}", s=c.org(c.school), yr=c2.school_year(rng, c))
    else:
        n.ln("Occupation: {p}   NOK: {f} ({rel})", p=("PROFESSION", c.prof), f=c.fam(0, "full"), rel=c.rel(0)[0])
    n.nl()
    n.ln("REFERRER")
    n.ln("Name: {r}", r=c.dr(c.referrer, "full"))
    n.ln("Role/site: {role}, {s}", role=c.ref_role, s=("HOSPITAL", c.ref_site))
    n.ln("{lab}: {l}", lab={"UK": "GMC No", "US": "NPI", "AU": "Provider No", "CA": "Billing No"}[country],
         l=("LICENSE", phi.clinician_licence(rng, country, "gmc" if country != "US" else "npi")))
    n.ln("Contact: {p} / pager {pg}", p=("PHONE", phi.phone(rng, country)), pg=("PHONE", phi.pager(rng)))
    n.nl()
    n.ln("CLINICAL INFORMATION")
    n.ln("Diagnosis / working dx: " + c.dxv)
    n.add(c2.etiology_block(rng, c, etio), "\n")
    n.ln("Question for neuropsychology: " + (rng.choice([
        "Learning profile? Support needs for school.", "Attention vs working memory difficulties - please clarify.",
        "Cognitive late effects of treatment?", "Baseline prior to epilepsy surgery."]) if c.paeds else rng.choice([
        "Is there objective evidence of cognitive impairment? Pattern?",
        "Baseline prior to resective surgery; memory and language lateralisation.",
        "Capacity to manage finances? Please advise.", "Support needs for return to school.",
        "Differential: depression vs neurodegenerative process.", "Fitness to return to safety-critical work."])))
    n.ln("Relevant investigations: " + rng.choice(["MRI brain attached.", "EEG report attached.",
                                                   "See attached discharge summary.", "Bloods normal (B12 412 ng/L)."]))
    n.ln("Medications: " + c2.meds_text(rng, etio))
    n.ln("Risk/alerts: " + rng.choice(["Nil known", "Lives alone; falls risk", "Lone worker precautions - previous aggression",
                                       "Allergy: penicillin (rash)", "Seizures: carry buccal midazolam"]))
    n.nl()
    n.ln("Submitted electronically by {u} on {d} {tm}", u=("USERNAME", phi.username(rng, c.referrer)),
         d=c.d(ref_d), tm="%02d:%02d" % (rng.randint(8, 18), rng.randint(0, 59)))
    return n, c


# ------------------------------------------------------------------ clinic letter to GP
def gen_gp_letter(rng, country):
    etio = pick_etio(rng, 0.2)
    c = make_case(rng, country, etio)
    n = Note()
    c.letterhead(n, rng.choice(["Memory Clinic", "Neuropsychology Outpatients", "Cognitive Neurology Clinic",
                                "Epilepsy Neuropsychology Clinic", "Brain Injury Rehabilitation Service"]))
    clin = c.visit
    n.ln("Clinic date: {a}    Dictated: {b}    Typed: {t}", a=c.d(clin), b=c.d(c.days(rng.randint(0, 3))),
         t=c.d(c.days(rng.randint(4, 12))))
    if rng.random() < 0.3:
        n.ln("Visit no.: {v}", v=("ACCOUNT", c.acct))
    n.nl()
    n.ln("{s}", s=[c.dr(c.gp, "full")])
    n.ln("{p}", p=("HOSPITAL", c.gp_practice))
    n.add(c.gp_addr(one_line=False), "\n")
    n.nl()
    n.ln("{sal}", sal=salutation_to_dr(c, c.gp, rng))
    n.nl()
    demo_block(n, c, rng, include_addr=rng.random() < 0.6)
    n.nl()
    n.ln("Diagnosis:")
    n.ln("1. " + c.dxv)
    n.ln("2. " + rng.choice(["Low mood (PHQ-9 14/27)", "Obstructive sleep apnoea on CPAP", "Type 2 diabetes",
                             "Chronic post-traumatic headache", "Hypertension", "Hearing impairment"]))
    n.ln("Plan:")
    bullets(n, c2.recs(rng, etio, 3), rng, "-")
    n.nl()
    rel, p = c.rel(0)
    n.ln("I reviewed {nm}, {ap}, in clinic today with {his} {rel} {f}. {He} reports {x}. {scr}.",
         nm=c.pt_ref(), ap=rng.choice([["aged ", ("AGE", str(c.age))], [("AGE", str(c.age)), " yrs"],
                                         ["now ", ("AGE", str(c.age))], ["aged ", ("AGE", age_words(c.age))]]), his=c.his(), rel=rel, f=("FAMILY", p.first), He=c.He(),
         x=rng.choice(["that things are 'about the same'", "some improvement in concentration since starting sertraline",
                       "more frequent word-finding problems", "two further focal seizures since last review",
                       "better sleep with the CPAP", "ongoing fatigue, worse in the afternoons"]),
         scr=cl.screen_line(rng, etio in ("dementia", "tbi", "stroke") and rng.random() < 0.8))
    if rng.random() < 0.7:
        n.ln(V.hn(rng, etio, rng.randint(1, 2)))
    n.ln("Neuropsychological testing on {d}, in summary: {f}", d=c.d(c.days(-rng.randint(20, 120))),
         f=c2.formulation(rng, etio))
    if not c.paeds and rng.random() < 0.5:
        n.ln("{He} is still working part-time as {a} {p}.", He=c.He(), a=a_an(c.prof), p=("PROFESSION", c.prof))
    n.ln("I will see {him} again in {m} months{dd}. I would be grateful if you could {act}.", him=c.him(),
         m=rng.choice([3, 4, 6, 12]), dd=[" (provisionally ", c.d(c.days(rng.randint(90, 360))), ")"] if rng.random() < 0.5 else "",
         act=rng.choice(["check B12 and TFTs", "review the antidepressant dose", "complete the DVLA medical form if requested",
                         "refer to the community memory support worker", "consider a sleep study referral"]))
    n.nl()
    n.ln("Yours sincerely,")
    n.nl()
    c.np_sig(n, lic=rng.random() < 0.4)
    n.nl()
    typist_line(n, c, rng, clin, c.days(5))
    if rng.random() < 0.7:
        n.ln("cc: {p} (patient)", p=("PATIENT", c.pt.form(rng.choice(["full", "init_last"]))))
    if rng.random() < 0.4:
        n.ln("cc: {r}", r=referrer_line(c, rng))
    if rng.random() < 0.3:
        n.nl()
        V.ehr_footer(n, c, rng)
    return n, c
