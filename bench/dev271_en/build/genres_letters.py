"""Genres: GP advice letter, workplace menopause support letter, referral
triage record (own genre)."""
import clinical as K
import phi
import pools
import regions as R
from case import D, letterhead, pt_banner, gp_address, dear_gp, signoff
from genres_consult import tm, room
from notebuilder import P

QUESTIONS = [
    "Is it safe to start HRT in a patient with a history of migraine with aura?",
    "Patient on Evorel Conti with bleeding 9 months in - please advise.",
    "Can this lady continue HRT long term? She is now {AGE}.",
    "Request advice re testosterone for low libido.",
    "FSH 12 and 68 on two occasions, age {AGE} - is this perimenopause?",
    "Breast cancer (ER+) 6 years ago, severe VMS - options?",
    "Previous provoked DVT - can she have HRT?",
    "Osteopenia on DEXA, T-score -1.9, should she start a bisphosphonate or HRT?",
    "Patient wishes to stop HRT - how best to taper?",
]
ADVICE = [
    "Transdermal oestradiol does not increase stroke risk in women with migraine with aura and is the preferred route; avoid oral and combined hormonal contraception.",
    "Unscheduled bleeding beyond 6 months of continuous combined HRT warrants a TVUS to assess endometrial thickness (threshold 4 mm on continuous combined); if thickened, refer on the suspected cancer pathway.",
    "There is no arbitrary age limit; the decision should be individualised and reviewed annually. A lower dose and transdermal route are sensible after 60.",
    "Testosterone can be considered for HSDD once oestrogen is optimised. Start Testogel 1/10th of a 50 mg sachet daily (i.e. a pea-sized amount); check total testosterone and SHBG at 3 months, keep FAI < 5%.",
    "FSH is unreliable in the perimenopause and not needed over 45 with typical symptoms. Under 45 a raised FSH is supportive but should be interpreted alongside symptoms.",
    "Systemic HRT is generally contraindicated after ER+ breast cancer; consider fezolinetant, venlafaxine 37.5-75 mg, gabapentin or clonidine. Vaginal oestrogen may be used after discussion with her oncologist.",
    "A transdermal oestrogen with micronised progesterone carries the lowest VTE risk; haematology input is reasonable given the history.",
    "At her age HRT is an appropriate first-line bone-protective option; FRAX does not currently suggest a bisphosphonate.",
    "Either stop abruptly or taper over 3-6 months - there is no evidence one approach is better for symptom recurrence.",
]
ADJUSTMENTS = [
    "access to a desk fan and a workstation near an opening window or away from radiators",
    "uniform in breathable, natural fabric, with spare sets available",
    "flexibility in start and finish times on days following poor sleep",
    "ability to take short breaks and to leave her workstation at short notice",
    "easy access to toilet and washing facilities",
    "temporary adjustment to night-shift rota for the next 3 months",
    "permission to keep cold water at her desk / in the classroom",
    "access to a quiet room for short periods if she experiences a severe flush",
    "written follow-up of verbal instructions to help with concentration and memory",
    "the option to work from home 1-2 days per week while treatment is optimised",
    "a parking space close to the entrance",
]


def gp_advice_letter(rng, c, n):
    qi = rng.randrange(len(QUESTIONS))
    req = phi.add_days(c.visit, -rng.randint(2, 20))
    us = c.country == "US"
    letterhead(n, rng, c, dept=rng.choice(["Specialist Menopause Service - Advice & Guidance",
                                           "eConsult Response - Women's Health", "Menopause Clinic",
                                           "Gynaecology Advice Line"]))
    n.line(D(rng, c, c.visit, rng.choice(["long", "ord", "num", "abbr"])))
    n.blank()
    gp_address(n, rng, c)
    n.line(dear_gp(rng, c))
    n.blank()
    n.line("Re: ", c.pt.t_full(), " - DOB ", D(rng, c, c.dob, "num"), " - ", c.plan[0], " ",
           P("HEALTHPLAN", c.plan[1]))
    if c.country == "UK" and rng.random() < 0.7:
        n.line("A&G request ", P("IDNUM", "%s %s %s" % (R.digits(rng, 4), R.digits(rng, 4), R.digits(rng, 4))),
               " (UBRN) received ", D(rng, c, req, "num"))
    elif us:
        n.line("eConsult # ", P("IDNUM", "EC-" + R.digits(rng, 7)), "  submitted ", D(rng, c, req, "num"))
    else:
        n.line("Your ref: ", P("IDNUM", R.letters(rng, 2) + "/" + R.digits(rng, 5)), "  dated ",
               D(rng, c, req, rng.choice(["num", "long"])))
    n.blank()
    q = QUESTIONS[qi].split("{AGE}")
    if len(q) == 2:
        n.line("Question: ", q[0], P("AGE", str(c.age)), q[1])
    else:
        n.line("Question: ", q[0])
    n.blank()
    n.add("Thank you for your ", rng.choice(["advice request", "letter", "eConsult", "query"]), " about ",
          c.pt.t_last(), ", a ", P("AGE", str(c.age)), "-year-old ")
    if rng.random() < 0.5:
        n.add(P("PROFESSION", c.profession), " ")
    n.add("with ", rng.choice(["ongoing vasomotor symptoms", "GSM", "low mood and insomnia",
                               "a new diagnosis of osteopenia", "bleeding on HRT"]), ". ")
    n.add("I have reviewed the attached notes and ", rng.choice([
        "her bloods from ", "her recent DEXA dated ", "the consultation of "]))
    n.add(D(rng, c, phi.add_days(req, -rng.randint(3, 60)), rng.choice(["num", "abbr", "dmon"])), ". ")
    n.blank()
    n.blank()
    n.line("Advice:")
    n.line(ADVICE[qi])
    if rng.random() < 0.6:
        n.blank()
        n.add("Suggested regimen: ", K.hrt_regimen(rng, c, rng.random() < 0.8),
              ". Review in primary care at 3 months then annually.")
        n.blank()
    if rng.random() < 0.5:
        n.blank()
        n.add("If there are ongoing concerns please refer to clinic in the usual way, or call the advice line on ",
              P("PHONE", c.hosp.phone))
        if rng.random() < 0.5:
            n.add(" ", P("PHONE", R.extension(rng)))
        n.add(" (", rng.choice(["Tues and Thurs 1-3pm", "weekdays 9am-12pm", "Wednesday afternoons"]), ").")
        n.blank()
    if rng.random() < 0.3:
        n.add("Patient information: ", P("URL", "%s/leaflets/hrt-%s" % (
            rng.choice(["www.example.org", "https://menopause.example.net", "www.example.com"]),
            rng.choice(["options", "bleeding", "testosterone", "bone"]))))
        n.blank()
    n.line("Time spent on advice: %d minutes. This request has been closed." % rng.choice([10, 15, 20, 25]))
    if us:
        n.line("CPT 99452/99451 documented. ", "Patient acct ", P("ACCOUNT", c.acct[1]))
    signoff(n, rng, c, dictated=False, cc=rng.random() < 0.4)


def workplace_support_letter(rng, c, n):
    mgr = phi.new_person(rng, "FAMILY", rng.random() < 0.55, rng.choice(["Mr", "Ms", "Mrs", None]))
    gp_author = rng.random() < 0.5
    author = c.gp if gp_author else c.spec
    site = c.practice if gp_author else c.hosp
    letterhead(n, rng, c, site=site)
    n.line(D(rng, c, c.visit, rng.choice(["long", "ord", "num"])))
    n.blank()
    emp_addr = phi.new_addr(rng, c.country, unit_p=0)
    addressed = rng.randint(0, 2)
    if addressed == 0:
        n.line("To whom it may concern")
    else:
        n.line(mgr.t_full() if mgr.title else mgr.full(), rng.choice([", Line Manager", ", HR Business Partner",
                                                                       ", Head of Department", ""]))
        n.line(P("ORGANIZATION", c.employer))
        for l in phi.addr_items(rng, emp_addr):
            n.line(l)
        if rng.random() < 0.4:
            n.line("By email: ", P("EMAIL", mgr.email(rng)))
        n.blank()
        n.line("Dear ", mgr.t_last() if mgr.title else [P("FAMILY", mgr.first)], ",")
    n.blank()
    pre, post = rng.choice([(", date of birth ", ""), (", DOB ", ""), (" (DOB ", ")"), (" - born ", "")])
    n.line("Re: ", c.pt.t_full(), pre, D(rng, c, c.dob, "num"), post)
    if rng.random() < 0.6:
        n.line("Employee/staff no.: ", P("IDNUM", rng.choice([R.digits(rng, 6), "EMP" + R.digits(rng, 5),
                                                                R.letters(rng, 2) + R.digits(rng, 6)])))
    n.blank()
    n.add("I am writing ", rng.choice(["at the request of", "with the consent of", "on behalf of"]), " my patient ",
          c.pt.t_full() if rng.random() < 0.5 else c.pt.t_last(), ", who works for you as ",
          phi.art(c.profession), P("PROFESSION", c.profession), ". ")
    n.add(rng.choice(["She has been under my care since ", "I have known her since ", "She was first seen in our clinic on "]),
          D(rng, c, phi.add_days(c.visit, -rng.randint(60, 900)), rng.choice(["month_year", "long", "num"])), ". ")
    n.add("She is experiencing symptoms of the ", rng.choice(["perimenopause", "menopause", "menopause transition"]),
          ", including ", ", ".join(rng.sample(K.SYMPTOMS[:16], 3)), ". ")
    n.add("These are recognised symptoms and she is receiving treatment, which can take ",
          rng.choice(["3 to 6 months", "several months", "up to 12 weeks"]), " to become fully effective. ")
    n.blank()
    n.blank()
    n.line("I would be grateful if you could consider the following reasonable adjustments:")
    adj = rng.sample(ADJUSTMENTS, rng.randint(3, 6))
    for a in adj:
        n.add(rng.choice(["- ", "• ", "* "]), a)
        if a.startswith("a parking space") or (rng.random() < 0.15):
            if rng.random() < 0.5:
                n.add(" (vehicle registration ", P("VEHICLE", R.plate(rng, c.country)), ")")
            else:
                n.add("; her car is a silver hatchback, reg ", P("VEHICLE", R.plate(rng, c.country)))
        n.blank()
    n.blank()
    if c.country == "UK":
        n.add("Menopause symptoms may amount to a disability under the Equality Act 2010, and guidance from ACAS and the ",
              "Faculty of Occupational Medicine supports adjustments such as these. ")
    elif c.country == "IE":
        n.add("Such adjustments are in keeping with the Employment Equality Acts 1998-2015 and HSE workplace guidance. ")
    elif c.country == "AU":
        n.add("These are consistent with Fair Work Ombudsman guidance and the Sex Discrimination Act 1984. ")
    elif c.country == "CA":
        n.add("These accommodations are consistent with the duty to accommodate under the provincial Human Rights Code. ")
        s = R.ssn(rng, c.country)
        if rng.random() < 0.6:
            n.add("For the group disability insurer (", P("ORGANIZATION", c.insurer), "), her ", s[0], " is ",
                  P("SSN", s[1]), " and certificate no. ", P("HEALTHPLAN", c.member), ". ")
    else:
        n.add("These accommodations are consistent with the ADA (as amended) and EEOC guidance. ")
        if rng.random() < 0.6:
            s = R.ssn(rng, c.country)
            n.add("For FMLA paperwork (", P("ORGANIZATION", c.insurer), "), employee SSN ", P("SSN", s[1]),
                  ", claim # ", P("ACCOUNT", "FM" + R.digits(rng, 8)), ". ")
    n.add("A referral to occupational health may also be helpful.")
    n.blank()
    n.blank()
    if rng.random() < 0.5:
        n.add(c.pt.t_last(), " has asked me to mention that her ", c.partner_rel, ", ",
              P("FAMILY", c.partner.full().text), ", ", rng.choice(["also works at ", "used to work at "]),
              P("ORGANIZATION", c.employer), " and is aware of the situation.")
        n.blank()
        n.blank()
    n.add("Please do not hesitate to contact me on ", P("PHONE", site.phone), " or ", P("EMAIL", site.email),
          " if you require further information. This letter has been shared with ", c.pt.t_last(), ".")
    n.blank()
    signoff(n, rng, c, who=author, dictated=False, cc=False)
    if gp_author and author.typ == "DOCTOR":
        n.line(c.gp_lic[0], " ", P("LICENSE", c.gp_lic[1]))
    if rng.random() < 0.3:
        n.line("Fee: ", rng.choice(["£35", "€50", "$40", "no charge"]), " - invoice ", P("ACCOUNT", "INV-" + R.digits(rng, 6)))


def referral_triage(rng, c, n):
    rec = phi.add_days(c.visit, -rng.randint(30, 180))
    tri = phi.add_days(rec, rng.randint(1, 14))
    appt = phi.add_days(tri, rng.randint(14, 120))
    while appt.weekday() >= 5:
        appt = phi.add_days(appt, 1)
    uk = c.country == "UK"
    n.line(rng.choice(["REFERRAL TRIAGE RECORD", "e-Referral - Triage Outcome", "Referral Management: Menopause",
                       "Incoming referral - triage worksheet"]))
    n.line("Service: ", rng.choice(["Specialist Menopause Clinic", "Gynaecology - Menopause", "POI clinic",
                                    "Bone Health Clinic"]), " @ ", P("HOSPITAL", c.hosp.name))
    if uk:
        n.line("UBRN: ", P("IDNUM", "%s %s %s" % (R.digits(rng, 4), R.digits(rng, 4), R.digits(rng, 4))),
               "   Priority: ", rng.choice(["Routine", "Urgent", "Routine (RTT 18 wks)"]))
    else:
        n.line("Referral #: ", P("IDNUM", rng.choice(["R" + R.digits(rng, 8), R.digits(rng, 3) + "-" + R.digits(rng, 5)])),
               "   Priority: ", rng.choice(["Routine", "Semi-urgent", "Category 2 (within 90 days)", "Cat 3"]))
    n.line("Received: ", D(rng, c, rec, rng.choice(["num", "iso", "dash"])), " ", tm(rng), "   via ",
           rng.choice({"UK": ["e-RS", "e-RS", "fax", "secure email"], "IE": ["Healthlink", "fax", "post"],
                       "AU": ["HealthLink SmartForm", "fax", "Medical Objects"], "CA": ["Ocean eReferral", "fax", "OTN"],
                       "US": ["EHR referral queue", "fax", "Direct message"]}[c.country]))
    if c.country == "US":
        n.line("Payer: ", P("ORGANIZATION", c.insurer), "  ", c.plan[0], " ", P("HEALTHPLAN", c.plan[1]),
               "  Prior auth #: ", P("IDNUM", "PA" + R.digits(rng, 9)))
    n.blank()
    n.line("PATIENT")
    n.line("  Name: ", c.pt.last_first(upper=True) if rng.random() < 0.5 else c.pt.full_mid(), "   Sex: F",
           "   DOB: ", D(rng, c, c.dob, "num"), " (", P("AGE", str(phi.years_between(c.dob, rec))), ")")
    n.line("  ", c.plan[0], ": ", P("HEALTHPLAN", c.plan[1]), "   ", c.mrn[0], ": ", P("MRN", c.mrn[1]))
    if c.ssn and rng.random() < 0.5:
        n.line("  ", c.ssn[0], ": ", P("SSN", c.ssn[1]))
    n.line("  Address: ", phi.addr_items(rng, c.addr, oneline=True))
    n.line("  Mobile: ", P("PHONE", c.mobile), rng.choice(["   (ok to leave message)", "   SMS consent: Y", ""]))
    if rng.random() < 0.3:
        n.add("  Interpreter required: ", rng.choice(["Polish", "Arabic", "Punjabi", "Vietnamese", "Mandarin"]))
        if rng.random() < 0.5:
            n.add(" - born in ", phi.country(c.birth_country))
        n.blank()
    n.line("  NOK: ", P("FAMILY", c.partner.full().text), " (", c.partner_rel, ") ",
           P("PHONE", R.phone(rng, c.country, "mobile")))
    n.blank()
    n.line("REFERRER")
    n.line("  ", c.gp.t_full(), ", ", P("HOSPITAL", c.practice.name))
    n.line("  ", phi.addr_items(rng, c.practice.addr, oneline=True))
    n.line("  T ", P("PHONE", c.practice.phone), "  F ", P("FAX", c.practice.fax))
    if rng.random() < 0.5:
        n.line("  ", c.gp_lic[0], " ", P("LICENSE", c.gp_lic[1]))
    n.blank()
    n.line("Reason for referral (GP text):")
    n.add("  ", rng.choice([
        "Please see this lady with severe menopausal symptoms despite 2 HRT preparations.",
        "?POI - amenorrhoea 8/12, FSH 74 and 81. Very distressed.",
        "Postmenopausal bleeding on HRT, TVUS ET 5 mm. Please advise/see.",
        "HRT advice - hx of breast ca in mother at 44 and migraine with aura.",
        "Osteoporosis on DEXA (T -3.0), intolerant of alendronate (oesophagitis).",
        "Surgical menopause after TAH BSO, struggling with oestrogen dose."]))
    n.add(" Pt is ", phi.art(c.profession), P("PROFESSION", c.profession), rng.choice([" and off work since ", ", still working."]))
    if n.buf[-1] == " and off work since ":
        n.add(D(rng, c, phi.add_days(rec, -rng.randint(10, 90)), rng.choice(["dm", "dmon", "num"])), ".")
    n.blank()
    n.blank()
    n.line("TRIAGE")
    n.line("  Triaged by: ", c.spec.t_full(), "  on ", D(rng, c, tri, "num"), "  (user ",
           P("USERNAME", c.spec.username(rng)), ")")
    outcome = rng.choice(["Accept - new patient clinic", "Accept - POI clinic", "Advice & return to referrer",
                          "Redirect to PMB one-stop (2WW)", "Accept - nurse-led HRT clinic", "Accept - bone clinic"])
    n.line("  Outcome: ", outcome)
    n.line("  Comments: ", rng.choice([
        "Needs transdermal E2 + body-identical progesterone; can start in primary care while waiting.",
        "Check ferritin, TSH, coeliac screen before appt.", "Please book 30 min slot.",
        "Suitable for group education session first.", "Discussed with Dr on call."]))
    n.blank()
    n.line("BOOKING")
    rl, rv = room(rng)
    n.line("  Appointment: ", D(rng, c, appt, rng.choice(["wk_long", "num", "abbr"])), " at ", tm(rng), ", ",
           P("HOSPITAL", c.hosp.name), ", ", rl, P("LOCATION_OTHER", rv))
    if rng.random() < 0.5:
        n.line("  Building: ", P("LOCATION_OTHER", rng.choice(pools.BUILDING)))
    n.line("  Booked by: ", c.sec.full(), " (", P("USERNAME", c.sec.username(rng)), ")  ", c.acct[0], " ",
           P("ACCOUNT", c.acct[1]))
    if rng.random() < 0.25:
        n.line("  Transport: own car - disabled bay requested, reg ", P("VEHICLE", R.plate(rng, c.country)))
    n.line("  Letter sent ", D(rng, c, phi.add_days(tri, rng.randint(0, 5)), "num"), rng.choice(
        [" + SMS reminder", " by post", " via app", ""]))
