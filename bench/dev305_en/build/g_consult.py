"""Genres: initial consultation record, new patient intake form."""
import datetime as dt

import pools as PL
import phi
import case as CS
import clinical as CL
from textutil import Doc, P
from common import (D, H, ptn, drn, gpn, famn, addr, age, job, letterhead, pt_header, sign, gp_block, mod_word,
                    rel_ref, pron, cap, job_phrase, job_np, money, MOD_NOUN, fam_age)


def _pmhx(rng, c):
    out = []
    for item in rng.sample(CL.PMHX, rng.randint(1, 4)):
        if rng.random() < 0.5:
            y = c.start.year - rng.randint(1, 30)
            out.append([item + " (", P("DATE", str(y)), ")"])
        else:
            out.append([item])
    return out


def _referral(rng, c):
    k = rng.randint(0, 3)
    if k == 0:
        return ["self-referred"]
    if k == 1:
        return ["referred by ", gpn(rng, c), " (", H(c.gp.practice.name), ")"]
    if k == 2:
        f = phi.make_person(rng, c.country, ref=c.start)
        return ["recommended by a friend, ", phi.nm(f, rng.choice(["full", "first"]), "FAMILY", rng, c.country)]
    return ["found us via ", P("URL", c.clinic.url)]


def _exam(doc, rng, c, comp):
    doc.ln("Obs: " + CL.vitals(rng, c.country))
    if comp["tests"]:
        doc.ln("Posture: " + rng.choice(["forward head carriage, rounded shoulders", "antalgic lean to the L",
                                          "increased lumbar lordosis", "unremarkable", "R shoulder elevated"]))
        for line in CL.obj(rng, comp, c.country):
            doc.ln("- " + line)
        doc.ln("Neuro: " + CL.neuro(rng, comp["region"] in ("lumbar spine", "pelvis", "hip", "knee", "foot")))
    elif c.modality == "acup":
        doc.ln("Tongue: %s.  Pulse: %s." % (rng.choice(CL.TONGUE), rng.choice(CL.PULSE)))
        doc.ln("Abdomen soft; cool to touch below the umbilicus. Channel palpation: tenderness at %s." % rng.choice(CL.POINTS))
    else:
        doc.ln("Recent bloods (via GP): " + "; ".join(CL.lab_line(rng)))
        doc.ln("Diet diary: " + rng.choice(["low protein at breakfast, high caffeine (4 coffees/day)",
                                              "irregular meals, frequent takeaway", "adequate fibre, low oily fish",
                                              "vegetarian, low iron intake"]))


def _redflags(doc, rng, compact=False):
    flags = rng.sample(CL.RED_FLAGS, rng.randint(5, 9))
    if compact:
        doc.ln("RF screen: neg for " + ", ".join((f[0].lower() + f[1:]) if f[1].islower() else f for f in flags) + ".")
        return
    doc.ln("RED FLAG SCREEN")
    for f in flags:
        doc.ln("  %-42s %s" % (f, rng.choice(["N", "No", "N", "Nil"])))


def _structured(doc, rng, c, comp):
    country = c.country
    letterhead(doc, rng, c)
    doc.ln(rng.choice(["INITIAL CONSULTATION - %s ASSESSMENT", "New Patient Assessment (%s)", "%s INITIAL VISIT RECORD"])
           % mod_word(c).upper() if rng.random() < 0.5 else "Initial Consultation Record - %s" % mod_word(c))
    doc.ln("Date: {d}   Time: {t}   Practitioner: {p}   Room {LOCATION_OTHER:r}",
           d=D(rng, c, c.start, ["wdlong", "num", "long", "wdnum"]), t="%d:%02d" % (rng.randint(8, 18), rng.choice([0, 15, 20, 30, 40, 45])),
           p=drn(rng, c, c.prac), r=c.room)
    doc.nl()
    doc.ln("PATIENT DETAILS")
    doc.ln("Name: {n}        File no.: {MRN:m}", n=ptn(rng, c, ["LF", "Lf", "full", "lf"]), m=c.mrn)
    doc.ln("DOB: {d}   Age: {AGE:a}   Sex: {s}", d=D(rng, c, c.pt.dob, ["num", "long", "dmon"]), a=str(c.age), s=c.pt.sex)
    doc.ln("Address: {a}", a=addr(rng, c.addr))
    doc.ln("{w}: {PHONE:m}   Home: {PHONE:h}", w=cap(c.mob_word), m=c.mobile, h=c.home)
    doc.ln("Email: {EMAIL:e}", e=c.email)
    if c.retired:
        doc.ln("Occupation: retired {PROFESSION:j}", j=c.job)
    else:
        doc.ln("Occupation: {PROFESSION:j} - {o}", j=c.job, o=P(c.emp_type, c.employer))
    doc.ln("{g}: {n}, {h}, {CITY:city}", g=c.gpw if c.gpw.isupper() else cap(c.gpw), n=gpn(rng, c), h=H(c.gp.practice.name),
           city=c.gp.practice.addr.city)
    doc.ln("Referral: {r}", r=_referral(rng, c))
    doc.ln("Emergency contact: {n} ({rel}) {PHONE:p}", n=famn(rng, c, styles=["full"]), rel=c.ec_rel, p=c.ec_phone)
    if rng.random() < 0.6:
        doc.ln("Insurance: {ORGANIZATION:i}, member no. {HEALTHPLAN:m}", i=c.insurer, m=c.member)
    doc.nl()
    doc.ln("PRESENTING COMPLAINT")
    onset = c.onset
    doc.ln("{s} Onset approx. {d}.", s=CL.subj(rng, comp, CL.dur_days((c.start - onset).days)), d=D(rng, c, onset, ["daymonth", "my", "num", "ord"]))
    doc.ln("NPRS now {a}, worst {b}. {x}", a=CL.nprs(rng, 2, 6), b=CL.nprs(rng, 6, 9),
           x=rng.choice(["Symptoms worse in the evening.", "No pins and needles.", "Sleep disturbed 2-3x/night.",
                         "Previous episode settled with %s." % MOD_NOUN[c.modality]]))
    if rng.random() < 0.6:
        doc.ln("Notes that symptoms flared over {h} while visiting {r}.", h=phi.holiday(rng, c.country), r=rel_ref(rng, c))
    doc.nl()
    doc.ln("PAST HISTORY")
    for item in _pmhx(rng, c):
        doc.ln("- {i}", i=item)
    doc.ln("Medications: " + (", ".join(CL.meds_list(rng, country)) or "nil regular"))
    doc.ln("Allergies: " + rng.choice(CL.ALLERGIES))
    doc.ln("Family hx: " + rng.choice(["mother - osteoporosis", "father - AAA repair", "nil relevant", "sister - rheumatoid arthritis",
                                        "FHx ankylosing spondylitis (uncle)"]))
    doc.nl()
    doc.ln("SOCIAL")
    doc.ln("{s}. {e}. Smoking: {sm}. Alcohol: {al} units/wk. Lives with {r}.",
           s=["Patient "] + job_phrase(rng, c), e=rng.choice(["Walks the dog daily", "Gym 3x/week", "Sedentary", "Plays social netball",
                                                              "Cycles to work", "Swims 1 km twice weekly"]),
           sm=rng.choice(["never", "ex-smoker", "5/day", "never"]), al=rng.randint(0, 18),
           r=[c.ec_rel if c.ec_rel not in ("friend", "neighbour") else "partner", " ", famn(rng, c)])
    doc.nl()
    _redflags(doc, rng)
    doc.nl()
    doc.ln("EXAMINATION")
    _exam(doc, rng, c, comp)
    doc.nl()
    doc.ln("ASSESSMENT")
    doc.ln("Working diagnosis: %s (ICD-10 %s)." % (cap(comp["name"]), CL.icd(comp, country)))
    meas = comp["measure"]
    sc = CL.score_series(rng, meas, 1)[0]
    doc.ln("Baseline %s: %s. %s" % (meas, CL.fmt_score(meas, sc), rng.choice(["STarT Back: medium risk.", "STarT Back: low risk.", "",
                                                                              "PSFS avg 4.3/10."])))
    doc.nl()
    doc.ln("PLAN")
    doc.ln("Treatment today: " + "; ".join(CL.tech(rng, comp, c.modality, rng.randint(2, 4))) + ".")
    doc.ln("HEP: " + "; ".join(CL.hep(rng, comp, 2)) + ".")
    doc.ln("Frequency: %s. Re-assess at visit %d." % (rng.choice(["2x/week for 2 weeks, then weekly", "weekly x 4", "fortnightly x 3",
                                                                  "2x/week x 3 weeks"]), rng.randint(4, 8)))
    nxt = c.visits[1] if len(c.visits) > 1 else c.start + dt.timedelta(days=7)
    doc.ln("Next appointment: {d} at {t}.", d=D(rng, c, nxt, ["wdlong", "wdshort", "wddm"]), t="%d:%02d" % (rng.randint(8, 17), rng.choice([0, 30, 15])))
    doc.ln("Consent: risks and benefits explained (%s); %s consent obtained." % (
        rng.choice(CL.CONSENT_RISK[c.modality]), rng.choice(["verbal and written", "written", "verbal"])))
    doc.nl()
    sign(doc, rng, c, closing=rng.choice(["Signed:", "Electronically signed", None]))


def _narrative(doc, rng, c, comp):
    country = c.country
    s, o, ps = pron(c)
    letterhead(doc, rng, c, style=rng.choice(["plain", "oneline"]))
    doc.ln("Initial consultation - {d}", d=D(rng, c, c.start, ["long", "wdlong", "num"]))
    pt_header(doc, rng, c)
    doc.nl()
    art = "an " if str(c.age)[0] == "8" or c.age in (11, 18) else "a "
    jp = ["retired ", job(c)] if c.retired else ([job(c), " employed by ", P(c.emp_type, c.employer)] if rng.random() < 0.5 else [job(c)])
    doc.ln("{n} is {a} {j} who attended for {m} on {d}, {r}.",
           n=ptn(rng, c, ["titlefull", "full", "title"]), a=[art] + age(rng, c, ["yearold", "words"]),
           j=jp, m=MOD_NOUN[c.modality] + " assessment",
           d=D(rng, c, c.start, ["long", "daymonth", "ord"]), r=_referral(rng, c))
    doc.ln("{S} reports {cn} for {dur}, beginning after {m}. Symptoms are described as {q}, rated {a} at rest and {b} at worst. "
           "{S} notes it is worse with {ag} and eased by {ea}.",
           S=cap(s), cn=comp["name"], dur=CL.dur_days((c.start - c.onset).days), m=rng.choice(comp["mech"]), q=rng.choice(comp["quality"]),
           a=CL.nprs(rng, 1, 5), b=CL.nprs(rng, 6, 9), ag=rng.choice(comp["aggs"]), ea=rng.choice(comp["eases"]))
    if c.ec_rel in ("mother", "father", "husband", "wife", "partner") and rng.random() < 0.7:
        doc.ln("{S} is the main carer for {r}, who is {AGE:a}, and finds lifting and transfers difficult.",
               S=cap(s), r=rel_ref(rng, c), a=str(fam_age(rng, c)))
    doc.nl()
    pm = _pmhx(rng, c)
    doc.t("Past history includes ")
    for i, item in enumerate(pm):
        doc.add(item)
        doc.t(", " if i < len(pm) - 2 else (" and " if i == len(pm) - 2 else ". "))
    doc.ln("Current medicines: %s. Allergies: %s." % (", ".join(CL.meds_list(rng, country, rng.randint(1, 3))), rng.choice(CL.ALLERGIES)))
    doc.ln("{S} was seen by {g} at {h} on {d}, who {x}.", S=cap(s), g=gpn(rng, c), h=H(c.gp.practice.name),
           d=D(rng, c, c.start - dt.timedelta(days=rng.randint(5, 40)), ["long", "daymonth", "num"]),
           x=rng.choice(["advised analgesia and manual therapy", "arranged plain films (no acute bony abnormality)",
                         "requested bloods, which were unremarkable", "suggested acupuncture as an adjunct"]))
    doc.ln("Red flag questioning was negative, including %s." % ", ".join(CL.lc(f) for f in rng.sample(CL.RED_FLAGS, 4)))
    doc.nl()
    doc.ln("On examination: " + CL.vitals(rng, country) + ". " + " ".join(x + "." for x in CL.obj(rng, comp, country)))
    doc.nl()
    doc.ln("Impression: %s (%s). %s" % (comp["name"], CL.icd(comp, country), rng.choice(
        ["Prognosis good.", "Likely to respond to a short course of care.", "Psychosocial factors (work stress) noted.", "Guarded prognosis given chronicity."])))
    doc.ln("Treatment: " + ", ".join(CL.tech(rng, comp, c.modality)) + ". Tolerated well.")
    doc.ln("Plan: review {d}; {h}.", d=D(rng, c, c.visits[1] if len(c.visits) > 1 else c.start, ["wdshort", "wdlong", "daymonth"]),
           h=CL.hep(rng, comp, 1)[0])
    if rng.random() < 0.5:
        doc.ln("Copy to {g}, {h} (fax {FAX:f}).", g=gpn(rng, c), h=H(c.gp.practice.name), f=c.gp.practice.fax)
    doc.nl()
    sign(doc, rng, c, closing=None)


def _compact(doc, rng, c, comp):
    country = c.country
    doc.ln("{h} - NPE {d}", h=H(c.clinic.name), d=D(rng, c, c.start, ["num", "num2", "dm", "wdshort"]))
    doc.ln("Pt: {n} ({MRN:m}), {a}, {j}", n=ptn(rng, c, ["full", "firstl", "ilast"]), m=c.mrn,
           a=age(rng, c, ["sexage", "yo2"]), j=job_np(rng, c))
    doc.ln("Contact: {w} {PHONE:p}; {g} {n} ({h}, {PHONE:gp})", w="mob" if c.country != "US" else "cell", p=c.mobile, g=c.gpw,
           n=gpn(rng, c), h=H(c.gp.practice.name), gp=c.gp.practice.phone)
    doc.ln("Ref: {r}", r=_referral(rng, c))
    doc.ln("CC: %s x %s" % (comp["short"], CL.dur_days((c.start - c.onset).days)))
    doc.ln("HPI: " + CL.subj(rng, comp, CL.dur_days((c.start - c.onset).days)))
    doc.ln("PMHx: " + "; ".join(rng.sample(CL.PMHX, 2)))
    doc.ln("Meds: " + (", ".join(CL.meds_list(rng, country)) or "nil"))
    doc.ln("SH: lives w {r}; {x}", r=[c.ec_rel, " ", famn(rng, c, styles=["first"])],
           x=rng.choice(["non-smoker", "ex-smoker", "ETOH social", "drives for work"]))
    _redflags(doc, rng, compact=True)
    doc.ln("O/E: " + "; ".join(CL.obj(rng, comp, country) or ["tongue %s, pulse %s" % (rng.choice(CL.TONGUE), rng.choice(CL.PULSE))]))
    doc.ln("Ax: %s (%s)" % (comp["short"], CL.icd(comp, country)))
    doc.ln("Tx: " + "; ".join(CL.tech(rng, comp, c.modality, 2)))
    if country == "US":
        doc.ln("CPT: " + ", ".join(rng.sample(CL.CPT[c.modality], 2)))
    doc.ln("P: %s; rv {d}" % (rng.choice(["2/52", "1/52", "3/7", "10/7"]) if country != "US" else rng.choice(["1 wk", "2 wks", "3 days", "10 days"])), d=D(rng, c, c.visits[1] if len(c.visits) > 1 else c.start, ["dm", "wdshort"]))
    if rng.random() < 0.5:
        doc.ln("Baseline %s %s; NPRS %s" % (comp["measure"], CL.fmt_score(comp["measure"], CL.score_series(rng, comp["measure"], 1)[0]), CL.nprs(rng, 3, 8)))
    doc.ln("{i}", i=phi.nm(c.prac, rng.choice(["init", "initlow", "ilast"]), "DOCTOR", rng, country))


def initial_consultation(rng, country):
    mod = rng.choice(["chiro", "chiro", "osteo", "osteo", "acup", "massage", "naturo"])
    c = CS.make_case(rng, country, mod)
    comp = CL.pick(rng, mod, c.pt.sex)
    doc = Doc()
    rng.choice([_structured, _structured, _narrative, _compact])(doc, rng, c, comp)
    return doc, c


# ------------------------------------------------------------------ intake
def _box(rng, p=0.3):
    return "[x]" if rng.random() < p else "[ ]"


def intake_form(rng, country):
    mod = rng.choice(["chiro", "osteo", "acup", "massage", "naturo"])
    c = CS.make_case(rng, country, mod)
    doc = Doc()
    letterhead(doc, rng, c, style=rng.choice(["caps", "plain", "bar"]))
    doc.ln(rng.choice(["NEW PATIENT REGISTRATION FORM", "CONFIDENTIAL PATIENT INFORMATION", "New Client Intake Form",
                       "PATIENT REGISTRATION & HEALTH QUESTIONNAIRE"]))
    doc.ln("Date: {d}", d=D(rng, c, c.start, ["num", "num1", "iso", "long"]))
    doc.nl()
    doc.ln("Title: {t}   Surname: {PATIENT:l}   Given name(s): {PATIENT:g}", t=c.pt.title,
           l=c.pt.last, g=c.pt.first + (" " + c.pt.middle if c.pt.middle else ""))
    if c.pt.nick:
        doc.ln("Preferred name: {PATIENT:n}", n=c.pt.nick)
    doc.ln("Date of birth: {d}   Age: {AGE:a}   Gender: {g}", d=D(rng, c, c.pt.dob, ["num", "num1", "dmon", "iso"]), a=str(c.age),
           g={"F": rng.choice(["F", "Female", "Woman"]), "M": rng.choice(["M", "Male", "Man"])}[c.pt.sex])
    a = c.addr
    doc.ln("Home address: {STREET:s}", s=a.street)
    town = {"US": "City", "UK": "Town", "AU": "Suburb", "CA": "City/Town", "NZ": "Suburb/Town"}[country]
    if country == "UK":
        doc.ln("{tw}: {CITY:c}   Postcode: {ZIP:z}", tw=town, c=a.city, z=a.zip)
    elif country == "NZ":
        doc.ln("{tw}: {CITY:c}   Region: {STATE:r}   Postcode: {ZIP:z}", tw=town, c=a.city, r=a.state_full, z=a.zip)
    else:
        lab = {"US": "State", "AU": "State", "CA": "Province"}[country]
        doc.ln("{tw}: {CITY:c}   {lab}: {STATE:s}   {zl}: {ZIP:z}", tw=town, c=a.city, lab=lab, s=a.state_abbr,
               zl="ZIP" if country == "US" else ("Postal code" if country == "CA" else "Postcode"), z=a.zip)
    doc.ln("{w} phone: {PHONE:m}   Home: {PHONE:h}", w=cap(c.mob_word), m=c.mobile, h=c.home)
    if rng.random() < 0.5 and not c.retired:
        doc.ln("Work phone: {PHONE:w}", w=phi.phone(rng, country, ext=True))
    doc.ln("Email: {EMAIL:e}   Preferred contact: {a} SMS {b} email {x} phone", e=c.email, a=_box(rng, 0.5), b=_box(rng, 0.5), x=_box(rng, 0.2))
    if c.retired:
        doc.ln("Occupation: retired {PROFESSION:j}", j=c.job)
    else:
        doc.ln("Occupation: {PROFESSION:j}   Employer: {e}", j=c.job, e=P(c.emp_type, c.employer))
    doc.nl()
    doc.ln("EMERGENCY CONTACT")
    doc.ln("Name: {n}   Relationship: {r}   Phone: {PHONE:p}", n=famn(rng, c, styles=["full"]), r=c.ec_rel, p=c.ec_phone)
    doc.nl()
    doc.ln("YOUR DOCTOR")
    doc.ln("{g} name: {n}   Practice: {h}   Phone: {PHONE:p}", g="GP" if country != "US" else "Primary care physician",
           n=gpn(rng, c, ["drfull", "dr"]), h=H(c.gp.practice.name), p=c.gp.practice.phone)
    doc.ln("May we send reports to your doctor?  {a} Yes  {b} No", a=_box(rng, 0.8), b=_box(rng, 0.1))
    doc.nl()
    doc.ln("INSURANCE / FUNDING")
    if country == "US":
        sub_self = rng.random() < 0.6
        doc.ln("Primary insurance: {ORGANIZATION:i}   Member ID: {HEALTHPLAN:m}   Group #: {HEALTHPLAN:g}", i=c.insurer, m=c.member, g=c.group)
        if sub_self:
            doc.ln("Subscriber: self")
        else:
            doc.ln("Subscriber name: {n}   Subscriber DOB: {d}", n=famn(rng, c, styles=["full"]),
                   d=D(rng, c, c.ec.dob, ["num"]))
        doc.ln("SSN (required by some plans): {SSN:s}", s=CS.ssn(rng, country))
        if c.age >= 65 and rng.random() < 0.8:
            doc.ln("Medicare MBI: {HEALTHPLAN:m}", m=c.medicare)
        doc.ln("Driver's license #: {LICENSE:l}  State: {STATE:s}", l=CS.drivers_licence(rng, country, c.pt), s=c.addr.state_abbr)
    elif country == "AU":
        doc.ln("Medicare no.: {HEALTHPLAN:m}   Health fund: {ORGANIZATION:i}   Membership no.: {HEALTHPLAN:n}",
               m=c.medicare, i=c.insurer, n=c.member)
        doc.ln("Are you on a GP Chronic Disease Management plan (item 721/723)?  {a} Yes  {b} No", a=_box(rng, 0.3), b=_box(rng, 0.6))
    elif country == "CA":
        doc.ln("Provincial health card #: {HEALTHPLAN:m}", m=c.medicare)
        doc.ln("Extended health: {ORGANIZATION:i}   Plan/group #: {HEALTHPLAN:g}   Certificate/ID #: {HEALTHPLAN:n}", i=c.insurer, g=c.group, n=c.member)
        if rng.random() < 0.6:
            doc.ln("SIN (for WSIB claims only): {SSN:s}", s=CS.ssn(rng, country))
    elif country == "UK":
        if c.nat_id:
            doc.ln("NHS number (optional): {MRN:n}", n=c.nat_id)
        doc.ln("Private medical insurer: {ORGANIZATION:i}   Membership no.: {HEALTHPLAN:m}   Authorisation code: {IDNUM:a}", i=c.insurer,
               m=c.member, a=CS.idnum(rng, "auth"))
    else:
        doc.ln("NHI number: {MRN:n}", n=c.nat_id)
        if rng.random() < 0.6:
            doc.ln("Is this an injury?  [x] Yes - ACC claim number: {IDNUM:a}   Date of injury: {d}", a=CS.claim_no(rng, country),
                   d=D(rng, c, c.onset, ["num"]))
        doc.ln("Health insurer: {ORGANIZATION:i}   Policy no.: {HEALTHPLAN:m}", i=c.insurer, m=c.member)
    doc.nl()
    doc.ln("How did you hear about us?  {a} Google  {b} {g}  [x] Friend/family - name: {n}", a=_box(rng, 0.1), b=_box(rng, 0.2), g=c.gpw,
           n=phi.nm(phi.make_person(rng, country, ref=c.start), "full", "FAMILY", rng, country))
    doc.nl()
    doc.ln("HEALTH QUESTIONNAIRE (tick all that apply)")
    conds = ["High blood pressure", "Diabetes", "Osteoporosis", "Cancer (current/past)", "Stroke / TIA", "Heart condition",
             "Epilepsy", "Blood-thinning medication", "Pregnant / trying to conceive", "Rheumatoid arthritis", "Recent surgery",
             "Dizziness or fainting", "Hepatitis / HIV", "Bleeding disorder"]
    for i in range(0, len(conds), 2):
        doc.ln("%s %-34s %s %s" % (_box(rng, 0.2), conds[i], _box(rng, 0.2), conds[i + 1]))
    if rng.random() < 0.35:
        doc.ln("Pacemaker / implanted device:  [x] Yes  - model {m}, serial no. {DEVICE:s}", m=rng.choice(["Cardiora DR-2", "Vantis SR pacing system", "NeuroStim 5 spinal cord stimulator"]),
               s=CS.device_sn(rng, "pace"))
    else:
        doc.ln("Pacemaker / implanted device:  [ ] Yes  [x] No")
    doc.ln("Current medications: " + (", ".join(CL.meds_list(rng, country)) or "none"))
    doc.ln("Allergies: " + rng.choice(CL.ALLERGIES))
    doc.ln("Main reason for visit: " + CL.pick(rng, mod, c.pt.sex)["name"] + "   Pain today (0-10): %d" % rng.randint(2, 8))
    doc.nl()
    doc.ln("ONLINE ACCESS & ARRIVAL")
    doc.ln("Patient portal username: {USERNAME:u}", u=c.pt.user)
    if rng.random() < 0.6:
        doc.ln("Car park permit - vehicle registration: {VEHICLE:v}", v=CS.plate(rng, country))
    if rng.random() < 0.45:
        doc.ln("Self check-in kiosk enrolment (palm-vein template) ID: {BIOID:b}", b=CS.bioid(rng))
    doc.nl()
    doc.ln("CONSENT")
    doc.ln("I consent to the collection of my health information for the purpose of my care, in accordance with the clinic privacy policy "
           "({URL:u}). I understand fees are payable on the day.", u=phi.org_url(rng, c.clinic.slug, "privacy"))
    doc.ln("Signature: [signed]   Name: {n}   Date: {d}", n=ptn(rng, c, ["full"]), d=D(rng, c, c.start, ["num", "num1"]))
    if c.age < 18 or rng.random() < 0.1:
        doc.ln("Parent/guardian (if under 18): {n}", n=famn(rng, c, styles=["full"]))
    doc.nl()
    doc.ln("OFFICE USE ONLY - File no. {MRN:m}  Entered by {r} on {d}  Practitioner: {p}", m=c.mrn,
           r=phi.nm(c.recep, rng.choice(["init", "first", "initlow"]), "DOCTOR", rng, country),
           d=D(rng, c, c.start, ["num", "dm"]), p=drn(rng, c, c.prac, False))
    return doc, c
