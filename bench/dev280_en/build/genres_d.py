"""Genres: letter to GP, letter to employer, patient portal message thread."""
from core import P, pick, chance, join
import phi
import pools_places as PL
import pools_people as PP
import clinical as C
import clinical2 as C2
from case import header, signoff, Place
from gutil import (DT, DS, plus, minus, gp_word, ed_word, staff, doc, fam_mention, pt_short, audit_trail,
                   hospital_header, patient_address_block, re_line, cc_block, emergency_no, holiday)


def letter_gp(rng, n, cs):
    c = cs.country
    hospital_header(n, rng, cs)
    n.nl()
    ld = cs.date
    n.line("{d}", d=DT(rng, cs, plus(ld, rng.randint(0, 9)), "letter"))
    n.nl()
    n.add(doc(rng, cs.gp)).nl()
    n.add(P(cs.gp_practice, "HOSPITAL")).nl()
    n.add(cs.gp_place.block(rng)).nl()
    if chance(rng, 0.4):
        n.line("Fax: {f}", f=P(cs.gp_fax, "FAX"))
    n.nl()
    re_line(n, rng, cs)
    n.nl()
    n.line("Dear {g},", g=cs.gp.ref(pick(rng, ["dr_last", "dr_last", "first", "dr_full"])) if chance(rng, 0.85) else "Colleague")
    n.nl()
    n.line("Diagnosis: {ms} (diagnosed {y})", ms=cs.ms_type, y=DS(cs, cs.dx_date, pick(rng, ["year", "month_year", "mon_year"])))
    n.line("Current DMT: {d} - {dose}".format(d=C.drug_name(rng, cs.dmt), dose=C.DMTS[cs.dmt]["dose"]))
    n.line("Other medication: " + ", ".join(rng.sample(["baclofen 10 mg TDS", "solifenacin 5 mg OD", "pregabalin 75 mg BD",
                                                          "colecalciferol 800 IU OD", "sertraline 50 mg OD", "amitriptyline 10 mg ON",
                                                          "modafinil 100 mg mane", "fampridine 10 mg BD", "macrogol 1 sachet OD",
                                                          "gabapentin 300 mg TDS"], rng.randint(2, 4))))
    n.nl()
    pr = pick(rng, ["title_last", "title_last", "first", "title_full"])
    n.line("I reviewed {p} in the MS nurse clinic on {d}{w}.", p=cs.pt.ref(pr), d=DT(rng, cs, ld, "letter"),
           w=([" together with ", fam_mention(rng, cs)] if chance(rng, 0.4) else ""))
    she = "She" if cs.pt.sex == "F" else "He"
    n.line("{s} is a {a} {j} who {x}.", s=she, a=[P(str(cs.age), "AGE"), pick(rng, ["-year-old", " year old", "-yr-old"])],
           j=P(cs.job, "PROFESSION"), x=pick(rng, ["remains in full-time work", "has reduced her hours" if she == "She" else "has reduced his hours",
                                                  "is on a phased return", "is currently signed off"]))
    n.line(pick(rng, C.SYMPTOMS))
    n.line(pick(rng, C.SYMPTOMS))
    n.line("Latest bloods ({d}): {l}.", d=DT(rng, cs, minus(ld, rng.randint(3, 30))), l=C.lab_line(rng, c))
    if chance(rng, 0.5):
        n.line("MRI {d} was {r}", d=DT(rng, cs, minus(ld, rng.randint(30, 200))), r=pick(rng, ["stable.", "stable with no new lesions.",
                                                                                                 "showing one new lesion (see separate letter)."]))
    n.nl()
    n.line(pick(rng, ["Actions for GP:", "Requests of the practice:", "I would be grateful if you could:"]))
    acts = ["continue shared-care monitoring bloods (" + C.DMTS[cs.dmt]["mon"] + ")",
            "avoid live vaccines; annual influenza vaccine is recommended",
            "prescribe solifenacin 5 mg OD for bladder urgency (PVR 60 mL)",
            "check vitamin D in 3 months",
            "treat any UTI promptly - infections can trigger pseudo-relapse",
            "add MS DMT to the repeat list as 'hospital prescribed - do not issue'",
            "refer to community neuro-rehab team",
            "provide a fit note for 2 weeks"]
    for a in rng.sample(acts, rng.randint(2, 4)):
        n.line("- " + a)
    if chance(rng, 0.5):
        n.line("Please fax results to {f} or email {e}.", f=P(cs.hosp_fax, "FAX"), e=P(cs.team_email, "EMAIL"))
    n.nl()
    n.line("Next review: {d} (nurse) and {d2} (consultant, {dr}).", d=DS(cs, plus(ld, 182), pick(rng, ["month_year", "num", "mon_year"])),
           d2=DS(cs, plus(ld, 365), pick(rng, ["month_year", "mon_year"])), dr=cs.neuro.ref(pick(rng, ["dr_last", "dr_full"])))
    n.nl()
    n.line(pick(rng, ["Yours sincerely", "Kind regards", "Best wishes", "Yours sincerely,"]))
    n.nl()
    signoff(n, rng, cs.nurse, cs, contact=chance(rng, 0.5))
    n.nl()
    cc_block(n, rng, cs)


def letter_employer(rng, n, cs):
    c = cs.country
    hospital_header(n, rng, cs)
    n.nl()
    n.line("{d}", d=DT(rng, cs, cs.date, "letter"))
    n.nl()
    mgr = phi.Person(rng, "FAMILY", None, c)
    v = rng.randrange(3)
    if v == 0:
        n.line("To whom it may concern")
    else:
        n.add(mgr.ref(pick(rng, ["title_full", "full"]))).nl()
        n.line(pick(rng, ["HR Manager", "Line Manager", "Occupational Health Adviser", "Head of People", "Operations Manager"]))
        n.add(P(cs.employer, "ORGANIZATION")).nl()
        place = Place(rng, c)
        n.add(place.block(rng)).nl()
    n.nl()
    staffno = phi.idnum(rng, "staff")
    n.line("Re: {p}, DOB {d}{s}", p=cs.pt.ref(pick(rng, ["full", "title_full", "full_mid"])), d=cs.dob_piece(rng, "letter"),
           s=(["  (employee no. ", P(staffno, "IDNUM"), ")"] if chance(rng, 0.5) else ""))
    if c == "US" and chance(rng, 0.4):
        n.line("FMLA certification - employee SSN {s}", s=P(cs.natid, "SSN"))
    if c == "CA" and chance(rng, 0.5):
        n.line("Disability claim (group benefits): SIN {s}, certificate {m}", s=P(cs.natid, "SSN"), m=P(phi.healthplan(rng, "US"), "HEALTHPLAN"))
    if c == "IE" and chance(rng, 0.5):
        n.line("PPSN: {s}", s=P(cs.natid, "SSN"))
    n.nl()
    salute = "Dear Sir/Madam," if v == 0 else ["Dear ", mgr.ref(pick(rng, ["title_last", "first"])), ","]
    n.add(salute).nl()
    n.nl()
    pr = pick(rng, ["title_last", "title_full", "first"])
    n.line("I am writing at the request of {p}, who is under the care of our MS service at {h}. {p2} has given written "
           "consent for this letter to be shared with you.", p=cs.pt.ref(pr), h=P(cs.hosp, "HOSPITAL"), p2=cs.pt.ref(pr))
    n.line("{p} works for {e} as a {j} and has asked me to outline the support that may help {o} at work.",
           p=cs.pt.ref(pr), e=P(cs.employer, "ORGANIZATION"), j=P(cs.job, "PROFESSION"), o="her" if cs.pt.sex == "F" else "him")
    n.nl()
    n.line(pick(rng, [
        "Multiple sclerosis is a long-term neurological condition. Symptoms vary from day to day and many are invisible, "
        "particularly fatigue, heat sensitivity, bladder urgency and problems with concentration.",
        "MS is a fluctuating condition. Fatigue is the most common symptom and is not the same as ordinary tiredness.",
        "Multiple sclerosis is recognised as a disability from the point of diagnosis under " +
        {"UK": "the Equality Act 2010", "US": "the Americans with Disabilities Act (ADA)", "AU": "the Disability Discrimination Act 1992",
         "CA": "provincial human rights legislation", "IE": "the Employment Equality Acts 1998-2015"}[c] + "."]))
    drug = cs.dmt
    freq = {"natalizumab": "every 4-6 weeks (approx. half a day each time)", "ocrelizumab": "every 6 months (a full day)",
            "alemtuzumab": "for 5 consecutive days this year and 3 days next year, with monthly blood tests",
            "ublituximab": "every 24 weeks (half a day)"}.get(drug, "every 3 months for blood tests and 6-monthly clinic reviews")
    n.line("Treatment requires attendance at hospital " + freq + ".")
    n.nl()
    n.line("Adjustments that may help:")
    for a in rng.sample(["time off for infusions/appointments (dates: {d1} and {d2})",
                         "flexible start and finish times to manage fatigue",
                         "option to work from home 2 days per week",
                         "a desk fan / access to air conditioning (heat sensitivity)",
                         "a workstation close to toilet facilities",
                         "short rest breaks (5-10 min) every 2 hours",
                         "a parking space close to the entrance (vehicle {v})",
                         "phased return over 4 weeks following the recent relapse",
                         "avoidance of night shifts for now"], rng.randint(3, 5)):
        if "{d1}" in a:
            n.w("- " + a + "\n", d1=DT(rng, cs, plus(cs.date, rng.randint(7, 30))), d2=DT(rng, cs, plus(cs.date, rng.randint(35, 90))))
        elif "{v}" in a:
            n.w("- " + a + "\n", v=P(phi.plate(rng, c), "VEHICLE"))
        else:
            n.line("- " + a)
    if c == "UK" and chance(rng, 0.5):
        n.line("{p} may also be eligible for support through Access to Work.", p=cs.pt.ref(pr))
    n.nl()
    n.line("Please do not hesitate to contact me on {ph} if you need further information, though I am unable to discuss "
           "clinical details without consent.", ph=P(cs.hosp_phone, "PHONE"))
    n.nl()
    n.line(pick(rng, ["Yours faithfully,", "Yours sincerely,", "Kind regards,"]))
    n.nl()
    n.add(cs.nurse.ref("full"), cs.nurse.cred).nl()
    n.line(cs.nurse.jobtitle)
    if chance(rng, 0.5):
        n.line("{lab} {l}", lab=cs.nurse.lic_label, l=P(cs.nurse.lic, "LICENSE"))
    n.line("{e}", e=P(cs.nurse.email(rng), "EMAIL"))
    if chance(rng, 0.4):
        n.line("cc: {p} (patient); Occupational Health, {e}", p=cs.pt.ref("full"), e=P(cs.employer, "ORGANIZATION"))


def _portal_meta(rng, n, cs, who, dt, to):
    n.line("From: {w}", w=who)
    n.line("To: {t}", t=to)
    n.line("Sent: {d} {t}", d=dt, t=C.time(rng))


def portal_message(rng, n, cs):
    c = cs.country
    n.line(pick(rng, ["Patient Portal - Message Thread", "MyChart-style secure message", "Secure messaging: MS Nurse pool",
                      "PORTAL MESSAGE (patient-initiated)", "Portal conversation export"]))
    n.line("Thread ID {t}   Category: {k}", t=P(phi.idnum(rng, "other"), "IDNUM"),
           k=pick(rng, ["Medication question", "Side effects", "Appointments", "Test results", "General"]))
    n.line("Patient: {p}  ({ids})", p=cs.pt.ref(pick(rng, ["lf", "full", "LF"])), ids=cs.id_line(rng))
    n.nl()
    d1 = cs.date
    uname = cs.username if chance(rng, 0.6) else "%s%d" % (pick(rng, PP.PORTAL_HANDLES), rng.randint(1, 99))
    _portal_meta(rng, n, cs, [cs.pt.ref(pick(rng, ["full", "lf_mixed"])), " (user: ", P(uname, "USERNAME"), ")"],
                 DT(rng, cs, d1, pick(rng, ["full", "system"])), pick(rng, ["MS Nurse Team", "Neuro MS Nurses Pool", "P NEURO MS RN POOL"]))
    if chance(rng, 0.6):
        n.line("Client IP: {ip}  Device: {dv}", ip=P(phi.ip_private(rng), "IPADDR"),
               dv=pick(rng, ["iPhone app 4.12", "Android app", "Chrome 121 / Windows", "Safari / macOS"]))
    n.line("Subject: " + pick(rng, ["question about my meds", "side effects??", "bloods", "holiday", "re: results",
                                    "urgent-ish", "Injection question", "feeling rubbish"]))
    n.nl()
    hi = pick(rng, ["Hi", "Hello", "Hi there", "Dear nurses", "Hiya", "Good morning"])
    nm = cs.nurse.ref("first")
    if hi == "Dear nurses":
        n.line("Dear nurses,")
    else:
        n.add(hi, " ", nm if chance(rng, 0.6) else "all", ",").nl()
    body = rng.randrange(5)
    if body == 0:
        n.line("Since my last {dr} I've had {s}. Is this normal? I'm due my next one on {d}.", dr=C.DMTS[cs.dmt]["brand"],
               s=pick(rng, C2.SIDE_EFFECTS), d=DS(cs, plus(d1, rng.randint(3, 30)), pick(rng, ["day_month", "day_mon", "wd_short", "num"])))
    elif body == 1:
        n.line("{q} We fly to {co} on {d} and come back {d2}.", q=pick(rng, C2.QUESTIONS), co=P(pick(rng, PL.COUNTRIES), "COUNTRY"),
               d=DS(cs, plus(d1, rng.randint(10, 60)), pick(rng, ["day_mon", "long", "ordinal", "num"])),
               d2=DS(cs, plus(d1, rng.randint(62, 80)), pick(rng, ["day_mon", "day_month"])))
    elif body == 2:
        n.line("My {r} {f} says I should ring you but I'd rather message. {q}", r=cs.rel, f=cs.fam.ref("first"),
               q=pick(rng, C2.QUESTIONS))
    elif body == 3:
        n.line("Had bloods at {g} on {d} - have the results come through? {x}", g=P(cs.gp_practice, "HOSPITAL"),
               d=DS(cs, minus(d1, rng.randint(2, 10)), pick(rng, ["wd_short", "day_mon", "num_short"])),
               x=pick(rng, ["Dr said my white cells were a bit low.", "Need them before my delivery.", ""]))
    elif body == 4 and chance(rng, 0.5):
        pl = Place(rng, c)
        n.line("Will my delivery still come over {h}? We'll be at my {r}'s in {c} from {d} (address {s}, {z}).",
               h=holiday(rng, cs), r=cs.rel, c=P(pl.city, "CITY"),
               d=DS(cs, plus(d1, rng.randint(5, 40)), pick(rng, ["day_mon", "ordinal", "wd_short", "day_month"])),
               s=P(pl.street, "STREET"), z=P(pl.zip, "ZIP"))
    else:
        n.line("{q} Also can you update my mobile to {m}, the old one doesn't work. Email is still {e}.",
               q=pick(rng, C2.QUESTIONS), m=P(phi.phone(rng, c, mobile=True), "PHONE"), e=P(cs.email, "EMAIL"))
    n.line(pick(rng, ["Thanks", "Many thanks", "thank you x", "Cheers", "Thx"]))
    n.add(cs.pt.ref(pick(rng, ["first", "first", "nick", "full", "initials"]))).nl()
    n.nl()
    n.line("----- Reply -----")
    rd = plus(d1, rng.randint(0, 3))
    _portal_meta(rng, n, cs, [cs.nurse.ref(pick(rng, ["full", "lf_mixed"])), cs.nurse.cred], DT(rng, cs, rd),
                 [cs.pt.ref(pick(rng, ["full", "lf_mixed"]))])
    n.nl()
    n.add("Dear ", cs.pt.ref(pick(rng, ["first", "title_last"])), ",").nl()
    n.nl()
    n.line(pick(rng, [
        "Thank you for your message. What you describe is a common side effect and usually settles within the first "
        "few weeks. Taking it with food can help.",
        "Thanks for getting in touch. Non-live vaccines are fine; please avoid live vaccines such as yellow fever or MMR.",
        "Your bloods are back and your lymphocyte count is a little low (grade 1) but it is safe to continue.",
        "Please keep the pens in the fridge between 2-8 C. If they have been above 30 C please do not use them and call us.",
        "I have passed your message to the consultant who will review and we will call you back within 2 working days.",
        "If the symptoms have lasted more than 24 hours and you have no signs of infection, please ring the advice line."]))
    if chance(rng, 0.6):
        n.line("I have booked you a telephone appointment on {d} at {t} with {x}.", d=DT(rng, cs, plus(rd, rng.randint(2, 14))),
               t=C.time(rng), x=staff(rng, cs.nurse2))
    if chance(rng, 0.5):
        n.line("More information: {u}", u=P(phi.url(rng), "URL"))
    if chance(rng, 0.4):
        n.line("If you feel very unwell please call {e} or attend {ed}.", e=emergency_no(cs), ed=ed_word(cs))
    n.nl()
    n.line(pick(rng, ["Best wishes", "Kind regards", "Take care"]))
    n.add(cs.nurse.ref(pick(rng, ["first", "full"]))).nl()
    n.line("MS Nurse Team, {h}", h=P(cs.hosp, "HOSPITAL"))
    if chance(rng, 0.5):
        n.line("This inbox is monitored Mon-Fri. Do not use for urgent matters. Portal: {u}", u=P(cs.url, "URL"))
    if chance(rng, 0.5):
        n.line("[Message read by patient {d} {t}; session IP {ip}]", d=DT(rng, cs, plus(rd, 1), "system"), t=C.time(rng),
               ip=P(phi.ip_private(rng), "IPADDR"))
