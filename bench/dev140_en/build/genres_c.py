"""Genres C: frequent-attender care plan, psychiatric liaison assessment (own),
ED shift handover board (own), ED results call-back (own)."""
import datetime

import pools
import neg
import blocks as B
from phi import m, Ctx


def frequent_attender_plan(c, d):
    r = c.r
    lead = c.staff()
    kw = c.staff()
    d.line(r.choice(["ED FREQUENT ATTENDER CARE PLAN", "High Intensity User - Individual Care Plan",
                     "Multi-agency ED Care Plan (Frequent Attender)", "ED Alert / Management Plan"]))
    d.line(f"{m('HOSPITAL', c.hospital)} | Plan ref {m('IDNUM', c.case_ref('plan'))} | Version {r.randint(1, 5)}")
    d.line(f"Agreed: {B.dt(c)}   Review due: {B.dt(c, c.shift(r.choice([90, 180, 182])), r.choice(['dmy', 'my', 'long']))}")
    d.line("")
    d.line(f"Name: {B.pt(c, 'LFU')}   Known as: {m('PATIENT', c.patient.form(r, 'nick'))}")
    d.line(f"DOB: {B.dob(c)}   {B.first_id(c)}")
    d.line(f"Address: {r.choice([B.address(c), 'NFA - hostel at ' + m('STREET', c.street()) + ', ' + m('CITY', c.town), 'NFA, sleeps near ' + B.lm(c)])}")
    d.line(f"Mobile: {m('PHONE', c.phone(True))}")
    a1 = c.past(300, 400)
    a2 = c.past(1, 20)
    n = r.randint(18, 140)
    d.line(f"Attendances: {n} between {B.dt(c, a1, r.choice(['dmy', 'my', 'dmony']))} and {B.dt(c, a2, r.choice(['dmy', 'dmony']))} "
           f"({r.randint(3, 30)} by ambulance; {r.randint(1, 12)} at {m('HOSPITAL', c.other_hospital())}).")
    d.line(f"Common presentations: {', '.join(r.sample(['chest pain', 'abdominal pain', 'intoxication', 'self-harm', 'pseudoseizures', 'falls', 'SOB', 'requests for analgesia', 'suicidal ideation'], 3))}.")
    d.line("")
    d.line("Key contacts:")
    rows = [("HIU key worker", m("DOCTOR", kw.form(r, "full")), m("PHONE", c.phone(False))),
            ("GP", "Dr " + m("DOCTOR", c.staff().form(r, "il")) + ", " + m("HOSPITAL", c.gp_practice), m("PHONE", c.phone(False))),
            ("CPN", m("DOCTOR", c.staff().form(r, "full")) + ", " + m("HOSPITAL", r.choice(pools.MH_UNITS[c.country])), m("PHONE", c.phone(True))),
            ("Housing officer", m("FAMILY", c.person().form(r, "full")) + ", " + m("ORGANIZATION", r.choice(pools.HOUSING[c.country])), m("PHONE", c.phone(False))),
            ("Next of kin", m("FAMILY", c.relative().form(r, "full")) + f" ({r.choice(B.REL_F + B.REL_M)})", m("PHONE", c.phone(True)))]
    for role, who, tel in r.sample(rows, r.randint(3, 5)):
        d.line(f"  {role:<16} {who}  {tel}")
    if r.random() < 0.5:
        d.line(f"  Secure email: {m('EMAIL', c.email(kw))}")
    d.line("")
    d.line("On arrival, please:")
    for s in r.sample(["Triage as per presentation - do not assume functional.", "Check NEWS2 and BM.",
                       "Avoid IV opioids; oral analgesia per plan (paracetamol 1 g, ibuprofen 400 mg).",
                       "Do not repeat CT head unless new focal signs or GCS < 15.",
                       f"Contact key worker {m('DOCTOR', kw.form(r, 'first'))} in hours.", "Consider MH liaison referral if suicidal ideation.",
                       f"Out of hours, crisis team on {m('PHONE', c.phone(False))}.", "Offer food and drink; discharge with taxi voucher if appropriate.",
                       "Document any security incidents on Datix."], r.randint(4, 6)):
        d.line(f"  * {s}")
    d.line(f"Background: {r.choice(['EUPD', 'alcohol dependence', 'chronic pancreatitis', 'sickle cell disease', 'non-epileptic attack disorder', 'COPD'])}; "
           f"{r.choice(['ex-' + m('PROFESSION', r.choice(pools.PROFESSIONS)), 'unemployed', 'previously worked as ' + m('PROFESSION', r.choice(pools.PROFESSIONS))])}.")
    d.line(f"Trauma history: {r.choice(['bereavement - brother died', 'care leaver', 'DV survivor', 'veteran'])} ({B.dt(c, c.past(400, 5000), r.choice(['y', 'my']))}).")
    for x in neg.lines(r, r.randint(1, 2)):
        d.line(x)
    d.line(f"Plan agreed with {B.ptref(c)} present: {r.choice(['yes', 'yes - signed copy given', 'declined to attend'])}.")
    d.line(f"Plan owner: {B.dr(c, lead, 'full')}, Consultant EM")
    d.line(f"Shared via {m('URL', c.url())}")


RISK = ["low", "moderate", "high", "low-moderate"]


def psych_liaison(c, d):
    r = c.r
    pl = c.staff()
    p = c.patient
    d.line(r.choice(["PSYCHIATRIC LIAISON ASSESSMENT (ED)", "Mental Health Liaison Team - ED Assessment",
                     "Liaison Psychiatry Consultation", "Self-harm assessment (Emergency Department)"]))
    d.line(f"{m('HOSPITAL', c.hospital)} / {m('HOSPITAL', r.choice(pools.MH_UNITS[c.country]))} liaison service")
    d.line(f"Pt: {B.pt(c, r.choice(['LF', 'full', 'LFU']))}  {B.age(c)}  {m('MRN', c.mrn())}  Seen {B.dt(c)} {c.time()} in {r.choice(['MH room', 'Majors cubicle', 'HAS room', 'side room'])} {m('LOCATION_OTHER', str(r.randint(1, 20)))}")
    d.line(f"Referred by {B.dr(c)} (ED) at {c.time()}; medically fit {c.time()}.")
    plrole = r.choice(["Liaison CNS", "Liaison Nurse", "SpR Psychiatry", "Consultant Liaison Psychiatrist"])
    d.line(f"Present: {B.staffname(c, pl)} ({plrole}), "
           f"{r.choice(['student nurse ' + B.staffname(c), 'security', 'nil else'])}")
    d.line("")
    d.line("Circumstances:")
    rel, q = B.relative_pair(c)
    why = r.choice(["an argument with", "splitting up with", "a phone call from", "a row with"])
    if why == "splitting up with":
        rel = "partner"
    d.line(f"{B.ptref(c)} {r.choice(['took an overdose', 'cut L forearm', 'was found on a bridge by police', 'tied a ligature'])} "
           f"after {why} {rel} {m('FAMILY', q.form(r, 'first'))} on "
           f"{B.dt(c, c.shift(-r.randint(0, 2)), r.choice(['weekday', 'dm', 'wkshort', 'long']))}. "
           f"{r.choice(['Brought in by police under s136.', 'Self-presented.', 'Brought by ' + rel + '.', 'Ambulance called by flatmate ' + B.fam(c, style='first') + '.'])}")
    if r.random() < 0.3:
        d.line(f"Reports low mood since {m('DATE', c.holiday())}; {r.choice(['first one without', 'argued with family over'])} {r.choice(['her mother', 'his father', 'the children'])}.")
    d.line(f"Dates of note: anniversary of {r.choice(['mother', 'son', 'partner'])}'s death {B.dt(c, c.shift(r.randint(-5, 5)), r.choice(['dm', 'long', 'month']))}; "
           f"previous attempt {B.dt(c, c.past(100, 2000), r.choice(['my', 'y', 'mony']))}.")
    d.line("")
    d.line("Social:")
    d.line(f"Lives {r.choice(['alone in a flat', 'with parents', 'with partner and 2 children', 'in a hostel', 'in shared house'])} in {m('CITY', c.town)}. "
           f"{r.choice(['Works as', 'Recently lost job as', 'Studying to be', 'On sick leave as'])} {m('PROFESSION', r.choice(pools.PROFESSIONS))}"
           + (f" at {m('ORGANIZATION', c.employer())}" if r.random() < 0.6 else "") + ". "
           f"{r.choice(['Debts ~', 'Rent arrears ', 'Gambling losses '])}{r.choice(['GBP 4,000', 'EUR 2,500', 'Rs 1.2 lakh', 'GBP 900'])}. "
           f"ETOH {r.randint(0, 80)} u/wk; {r.choice(['cannabis daily', 'no drugs', 'cocaine at weekends'])}.")
    d.line(f"Protective: {r.choice(['children', 'faith - attends ' + m('ORGANIZATION', r.choice(['St Brigid Parish', 'Shanti Mandir Trust', 'Elim Fellowship Wexmoor', 'Masjid-e-Noor Suryanagar'])), 'dog', 'plans to visit sister ' + B.fam(c, style='first') + ' in ' + m('COUNTRY', r.choice(pools.FOREIGN_COUNTRIES))])}.")
    d.line("")
    d.line(f"MSE: {r.choice(['kempt', 'unkempt', 'dishevelled'])}, good rapport, speech normal rate, mood 'low', affect reactive, no FTD, no perceptual disturbance, "
           f"{r.choice(['fleeting SI, no plan', 'ongoing SI with plan', 'denies current SI'])}; insight {r.choice(['good', 'partial', 'limited'])}.")
    d.line(f"Tools: {r.choice(['PHQ-9 19', 'SAD PERSONS 6', 'Columbia screener positive', 'no scoring tools - formulation based'])}. "
           f"Risk to self: {r.choice(RISK)}; to others: {r.choice(RISK)}; from others: {r.choice(RISK)}.")
    d.line("Plan:")
    for s in r.sample([f"Home treatment team to visit {B.dt(c, c.shift(1), r.choice(['dm', 'weekday']))}; HTT on {m('PHONE', c.phone(False))}",
                       f"Informal admission to {m('HOSPITAL', r.choice(pools.MH_UNITS[c.country]))}, bed {m('LOCATION_OTHER', str(r.randint(1, 30)))}",
                       f"GP ({m('HOSPITAL', c.gp_practice)}) letter re SSRI review", f"Crisis card given incl. {m('URL', c.url())}",
                       f"Safety plan shared with {rel} {m('FAMILY', q.form(r, 'first'))} (with consent)", "Means restriction discussed - meds to be held by family",
                       f"Follow-up with CMHT {m('DOCTOR', c.staff().form(r, 'full'))} within 72 h", "Not detainable under MHA at present"], r.randint(3, 5)):
        d.line(f"- {s}")
    for x in neg.lines(r, r.randint(0, 2)):
        d.line(x)
    B.sig(c, d, pl, role=plrole)


def ed_shift_handover(c, d):
    """Board handover: several patients, each one a PATIENT span."""
    r = c.r
    d.line(r.choice(["ED SHIFT HANDOVER", "Consultant handover - board round", "Night -> Day handover (ED)", "Resus/Majors handover sheet"]))
    d.line(f"{m('HOSPITAL', c.hospital)}  {B.dt(c, None, r.choice(['wkd', 'dmy', 'wkshort']))}  {r.choice(['08:00', '20:00', '17:00', '22:30'])}")
    d.line(f"Outgoing: {B.dr(c)}   Incoming: {B.dr(c)}   NIC: {B.nurse(c)}")
    d.line(f"Dept status: {r.choice(['OPEL 3', 'OPEL 4', 'escalation level 2', 'full capacity protocol'])}; {r.randint(3, 31)} pts waiting for beds; longest wait {r.randint(6, 40)} h.")
    d.line("")
    d.line("Loc    | Patient                  | Age | Issue / plan                          | Owner")
    for i in range(r.randint(4, 8)):
        sub = Ctx(r, c.country, age_range=(1, 96))
        loc = r.choice(["Resus ", "Maj ", "C", "Corridor ", "CDU ", "Paeds ", "Amb "]) + str(r.randint(1, 20))
        loc_s = loc.split(" ")[0] + " " + m("LOCATION_OTHER", loc.split(" ")[1]) if " " in loc else "C" + m("LOCATION_OTHER", loc[1:])
        name = m("PATIENT", sub.patient.form(r, r.choice(["LF", "LFU", "il", "full"])))
        agev = m("AGE", sub.age) + sub.patient.sex
        issue = r.choice([f"NSTEMI, awaiting cardio bed ({m('HOSPITAL', r.choice(pools.WARDS))})", "#NOF, FIB done, ortho aware",
                          "sepsis ?source, 2nd lactate due 09:00", f"OD paracetamol, NAC bag 2, level {m('IDNUM', sub.specimen())}",
                          f"HI on DOAC, CT at {c.time()} NAD, for obs", f"DKA, FRII, K 3.4 - {r.choice(['replace', 'recheck 1h'])}",
                          f"MH - awaiting bed at {m('HOSPITAL', r.choice(pools.MH_UNITS[c.country]))}", "COPD exac, NIV trial",
                          f"NFA, social work aware ({m('FAMILY', c.person().form(r, 'full'))})", "renal colic, CTKUB 6 mm stone VUJ",
                          f"transfer to {m('HOSPITAL', c.other_hospital())} for PCI", "febrile neutropenia, tazocin given",
                          f"dengue, plt 42, repeat at {c.time()}", f"son {m('FAMILY', sub.relative(True, 'M').form(r, 'first'))} wants update"])
        owner = m("DOCTOR", c.staff().form(r, r.choice(["last", "first", "il"])))
        d.line(f"{loc_s:<6} | {name} | {agev} | {issue} | {owner}")
    d.line("")
    d.line("Staffing: " + r.choice([f"{m('DOCTOR', c.staff().form(r, 'full'))} off sick; agency locum {m('DOCTOR', c.staff().form(r, 'full'))} covering",
                                    "full rota", f"short 2 RNs; {m('DOCTOR', c.staff().form(r, 'first'))} moved from AMU"]))
    d.line(f"Incidents: {r.choice(['nil', 'violent pt in C4 - security called', 'ambulance handover delays > 60 min x4', 'CT down 03:00-05:00'])}.")
    for x in neg.lines(r, r.randint(1, 2)):
        d.line(x)
    if r.random() < 0.5:
        B.audit(c, d)


def ed_results_callback(c, d):
    r = c.r
    doc = c.staff()
    p = c.patient
    d.line(r.choice(["ED RESULTS FOLLOW-UP / RECALL", "Positive result call-back note", "ED review clinic - telephone follow-up",
                     "Results recall (post-discharge)"]))
    d.line(f"{m('HOSPITAL', c.hospital)}  Recall list {B.dt(c, c.shift(r.randint(1, 5)))}")
    d.line(f"Patient: {B.pt(c, r.choice(['LF', 'LFU']))}  DOB {B.dob(c)}  {m('MRN', c.mrn())}")
    d.line(f"Index attendance: {B.dt(c)} (att {m('ACCOUNT', c.account())}) - {r.choice(['UTI', 'cellulitis', 'fall', 'chest pain', 'wrist injury', 'head injury'])}")
    res = r.choice([("Urine culture", "E. coli >10^5, resistant to trimethoprim, sensitive to nitrofurantoin"),
                    ("Blood culture", "Staph aureus 1/2 bottles at 18 h"),
                    ("X-ray wrist (radiology report)", "subtle scaphoid waist fracture missed on initial read"),
                    ("Wound swab", "GAS heavy growth"), ("CT head (final report)", "small SDH 4 mm, not on prelim report"),
                    ("Troponin (delayed)", "hs-TnT 62 ng/L"), ("Chest X-ray (report)", "2 cm RUL nodule - needs CT")])
    d.line(f"Result: {res[0]} ({m('IDNUM', c.specimen())}) - {res[1]}.")
    d.line(f"Flagged by {m('DOCTOR', c.staff().form(r, 'full'))} ({r.choice(['micro', 'radiology', 'lab'])}) on {B.dt(c, c.shift(r.randint(1, 3)), r.choice(['dm', 'dmy', 'weekday']))}.")
    d.line("")
    tries = r.randint(1, 3)
    call_day = c.shift(r.randint(1, 3))
    for i in range(tries):
        call_day += datetime.timedelta(days=r.randint(0, 1))
        tel = c.phone(r.random() < 0.7)
        outcome = "no answer, voicemail left" if i < tries - 1 else r.choice(["spoke to patient", f"spoke to {r.choice(['wife', 'daughter', 'husband', 'mother', 'carer'])} {B.fam(c)}", "spoke to patient, ID confirmed with DOB and postcode"])
        d.line(f"{B.dt(c, call_day, r.choice(['dm', 'wkshort']))} {c.time()} - called {m('PHONE', tel)}: {outcome}.")
    if r.random() < 0.5:
        d.line(f"Postcode confirmed {m('ZIP', c.postcode())}; address {m('STREET', c.street())}.")
    d.line(f"{B.ptref(c)} {r.choice(['still symptomatic', 'feeling better', 'has ongoing pain', 'now febrile'])}.")
    act = r.choice(["Abx changed to nitrofurantoin 100 mg BD MR x 3/7; Rx sent to " + m("HOSPITAL", r.choice(pools.PHARMACIES[c.country])) + f" (fax {m('FAX', c.phone(False))})",
                    f"Asked to re-attend ED today for review and IV abx; bed {m('LOCATION_OTHER', str(r.randint(1, 12)))} held on CDU",
                    f"Booked into fracture clinic {B.dt(c, c.shift(r.randint(5, 10)), r.choice(['wkd', 'dmy']))}, thumb spica applied in MIU",
                    f"GP {m('HOSPITAL', c.gp_practice)} emailed ({m('EMAIL', c.email())}) to arrange CT chest",
                    "Discussed with neurosurgery - repeat CT not required, head injury advice reiterated"])
    d.line(f"Action: {act}.")
    if r.random() < 0.4:
        d.line(f"Portal message sent via {m('URL', c.url())}; user {m('USERNAME', c.username(p))} notified.")
    for x in neg.lines(r, r.randint(1, 2)):
        d.line(x)
    B.sig(c, d, doc, bleep=False)
