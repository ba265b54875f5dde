"""Genre templates, part C: portal message, discharge instructions, consult note."""
import datetime as dt

import clinical as K
import pools
from core import (P, PT, nm, fmt_date, make_person, title, digits, letters, accession, device_sn,
                  vehicle, bioid, license_no, ip_addr, username, us_phone, uk_phone, email)
from genres_a import bullets, meds_block, problems_inline, social_history, family_history


# ====================================================================== patient portal message
def portal_message(c):
    r = c.r
    uk = c.uk
    out = []
    sender_rel = r.random() < 0.25
    rel = c.relp(0)
    portal = r.choice(["MyChart", "Patient Portal", "MyHealth Online", "Patient Gateway", "NHS App message" if uk else "FollowMyHealth"])
    v = r.random()
    if v < 0.5:
        out.append(f"{portal} - Message")
        out.append(f"From: {nm(rel, 'FAMILY', 'full') + ' (proxy for ' + c.N('full') + ')' if sender_rel else c.N('full')}" +
                   (f" <{P('USERNAME', c.uname)}>" if r.random() < 0.5 else ""))
        out.append(f"To: {c.dr(c.pcp, r.choice(['dr_full', 'full_cred']))} / {c.H(c.practice)} care team")
        out.append(f"Sent: {c.D(None, r.choice(['wk_long', 'us', 'long', 'abbr']) if not uk else r.choice(['uk_wk_y', 'uk', 'uk_long']))} {c.time()}")
        out.append(f"Subject: {r.choice(['Question about my medication', 'refill', 'Test results?', 'Rash', 'Appointment', 'side effects??', 'Form for work', 'BP readings'])}")
    else:
        out.append(f"Patient message received {c.D()} {c.time()} via {portal}")
        out.append(f"Patient: {c.N('LF')}  {c.mrn_label()}: {P('MRN', c.mrn)}  DOB: {c.dob_s()}")
        if r.random() < 0.6:
            out.append(f"Portal user: {P('USERNAME', c.uname)}   Login IP: {P('IPADDR', ip_addr(r))}")
    if r.random() < 0.25 and v < 0.5:
        out.append(f"[Sent from IP {P('IPADDR', ip_addr(r))}]")
    out.append("")
    greet = r.choice([f"Hi {c.dr(c.pcp, 'dr_last')},", f"Dear {c.dr(c.pcp, 'dr_last')}", f"hello dr {nm(c.pcp, 'DOCTOR', 'last')}", "Hello,", "Hi there -", f"{c.dr(c.pcp, 'dr_last')},"])
    out.append(greet)
    who = "my " + rel.role if sender_rel else "I"
    body = r.choice([
        f"{'this is ' + nm(rel, 'FAMILY', 'first') + ', ' + c.N('first') + chr(39) + 's ' + rel.role + '. ' if sender_rel else ''}"
        f"{'He' if sender_rel and c.sex == 'M' else 'She' if sender_rel else 'I'} started the new {r.choice(K.MEDS)[0]} on {c.D(c.days(-r.randint(2, 9)), r.choice(['weekday', 'md', 'mon_d', 'ord_us']) if not uk else r.choice(['weekday', 'ord_uk', 'dm']))} and since then {'has' if sender_rel else 'have'} had {r.choice(['a headache every day', 'an upset stomach', 'dizzy spells', 'a dry cough', 'itchy skin'])}. Is this normal or should {'he' if sender_rel and c.sex == 'M' else 'she' if sender_rel else 'I'} stop it?",
        f"my BP readings this week: {r.randint(130, 170)}/{r.randint(80, 100)}, {r.randint(130, 170)}/{r.randint(80, 100)}, {r.randint(130, 170)}/{r.randint(80, 100)}. I take the amlodipine 5 mg in the morning. should I increase it? I'm away in {c.country()} from {c.D(c.days(r.randint(5, 20)), 'md' if not uk else 'dm')} to {c.D(c.days(r.randint(21, 40)), 'md' if not uk else 'dm')}.",
        f"Can you please send a refill of my {K.fmt_med(r, style='plain')} to {c.H(c.pharm)}? I only have 3 left. Also my new phone number is {P('PHONE', c.phone2)}.",
        f"I got a letter from {PT('ORGANIZATION', c.employer)} saying I need a fitness-for-work note before I go back on {c.D(c.days(r.randint(3, 14)), r.choice(['weekday', 'month_d', 'md']) if not uk else r.choice(['weekday', 'ord_uk']))}. I'm a {P('PROFESSION', c.profession)} so I'm on my feet all day. Can you fax it to {P('FAX', c.site_phone())}?",
        f"I saw my results from {c.D(c.days(-r.randint(2, 12)), r.choice(['md', 'weekday', 'mon_d']) if not uk else r.choice(['dm', 'weekday', 'd_mon']))} and my {r.choice(['A1c', 'cholesterol', 'potassium', 'TSH', 'kidney function'])} is flagged high. what does that mean?? my {rel.role} {nm(rel, 'FAMILY', r.choice(['first', 'lower']))} says I should worry",
        f"{('Dad' if c.sex == 'M' else ('Mum' if uk else 'Mom'))} ({c.N('first')}) had a fall {c.D(c.days(-r.randint(1, 4)), 'weekday')} night at {c.H(c.facility)}. {c.He} is {P('AGE', c.age)} and now seems more confused. Do we need to bring {c.him} in?" if sender_rel else
        f"I had a fall {c.D(c.days(-r.randint(1, 4)), 'weekday')} and my {r.choice(['wrist', 'knee', 'hip'])} is still swollen. Do I need an xray?",
    ])
    out.append(body)
    if r.random() < 0.4:
        out.append(r.choice([f"You can also email me at {P('EMAIL', c.email)}.", f"Call me at {P('PHONE', c.phone)} if easier.",
                             f"My {rel.role} {nm(rel, 'FAMILY', 'full')} can pick up the forms."]))
    out.append(r.choice(["Thanks,", "Thank you!", "thx", "Regards,", "Many thanks", "Best,"]))
    out.append(nm(rel, "FAMILY", r.choice(["first", "full"])) if sender_rel else c.N(r.choice(["first", "full", "first", "fl"])))
    out.append("")
    out.append("---- Reply ----")
    replier = r.choice(["rn", "pcp"])
    rd = c.days(r.choice([0, 0, 1]))
    if replier == "rn":
        out.append(f"{c.D(rd)} {c.time()} - {c.nurse(c.rn, r.choice(['full_cred', 'first_cred', 'fi_cred']))}")
    else:
        out.append(f"{c.D(rd)} {c.time()} - {c.dr(c.pcp, r.choice(['full_cred', 'dr_full']))}")
    out.append(f"Hi {c.N(r.choice(['first', 'first', 'full'])) if not sender_rel else nm(rel, 'FAMILY', 'first')}, " + r.choice([
        f"thank you for your message. {c.dr(c.pcp, 'dr_last')} reviewed and recommends {r.choice(['stopping the medication and scheduling a visit', 'continuing for now; these side effects often improve in 1-2 weeks', 'increasing the dose as below', 'an in-person visit this week'])}.",
        f"we have sent the refill to {c.H(c.pharm)}. Please allow 24-48 hours.",
        f"please call the office at {P('PHONE', c.ext_phone())} to book an appointment, or go to urgent care if symptoms worsen.",
        f"your results are within an acceptable range for you. We will repeat them at your visit on {c.D(c.days(r.randint(10, 60)), r.choice(['long', 'us', 'wk_long']) if not uk else r.choice(['uk_long', 'uk_wk_y']))}.",
    ]))
    if r.random() < 0.3:
        out.append(f"For forms and records requests visit {P('URL', c.portal_url(c.practice))}.")
    if r.random() < 0.15:
        out.append(f"Forwarded to {c.dr(c.pcp, 'dr_last')} inbox [{P('USERNAME', c.pcp.username)}].")
    return "\n".join(out)


# ====================================================================== discharge instructions
def discharge_instructions(c):
    r = c.r
    uk = c.uk
    sc = c.sc
    out = []
    out.append(r.choice(["DISCHARGE INSTRUCTIONS", "After Visit Summary", "Patient Discharge Instructions", "Going Home Information", "DISCHARGE ADVICE"]))
    out.append(f"{c.H()}" + (f" | {c.site_addr(', ')}" if r.random() < 0.4 else ""))
    out.append("")
    out.append(f"Name: {c.N(r.choice(['full', 'LF', 'fml']))}")
    out.append(f"Date of birth: {c.dob_s()}   {c.mrn_label()}: {P('MRN', c.mrn)}")
    out.append(f"Visit date: {c.D()}" + (f"   Visit #: {P('ACCOUNT', c.acct)}" if r.random() < 0.5 else ""))
    if not uk and r.random() < 0.2:
        out.append(f"Insurance: {r.choice(['Medicare', 'Medicaid', 'Aetna-type commercial plan', 'Medicare Advantage'])}   Member ID: {P('HEALTHPLAN', c.plan)}")
    out.append(f"You were cared for by: {c.dr(c.att, r.choice(['dr_full', 'full_cred']))}" + (f" and {c.nurse(c.rn, 'full_cred')}" if r.random() < 0.5 else ""))
    out.append("")
    out.append(f"Dear {c.N('first')}," if r.random() < 0.3 else "Reason for your visit:")
    out.append(f"You were {r.choice(['admitted', 'seen', 'treated'])} for {sc['dx']}. {r.choice(['Your condition has improved and you are ready to go home.', 'You are safe to go home today.', 'We are glad you are feeling better.'])}")
    out.append("")
    out.append("What to do at home:")
    items = list(sc["plan"]) + r.sample(["Rest and drink plenty of fluids.", "Do not drive for 24 hours after sedation.",
                                         "Keep the wound clean and dry; you may shower after 48 hours.",
                                         "Weigh yourself every morning and write it down.",
                                         "Check your blood sugar before meals and at bedtime.",
                                         "Use your incentive spirometer 10 times an hour while awake."], 2)
    out.append(bullets(r, items, r.choice(["- ", "* ", "• "])))
    out.append("")
    out.append("Medications:")
    out.append(r.choice(["NEW: ", "START: ", ""]) + K.fmt_med(r, style="plain"))
    out.append(r.choice(["CHANGED: ", "CHANGE: "]) + K.fmt_med(r, style="plain"))
    out.append(r.choice(["STOP: ", "STOP taking: "]) + r.choice(K.MEDS)[0])
    out.append(f"Your prescriptions were sent to {c.H(c.pharm)}" + (f", {c.site_addr(', ')}" if r.random() < 0.3 else "") + ".")
    out.append("")
    out.append("Follow-up appointments:")
    fu = []
    fu.append(f"{c.dr(c.pcp, r.choice(['dr_full', 'dr_last']))}, {c.H(c.practice)}, on {c.D(c.days(r.randint(3, 14)), r.choice(['wk_long', 'long', 'abbr', 'us']) if not uk else r.choice(['uk_wk_y', 'uk_long', 'uk']))} at {c.time()}. Phone: {P('PHONE', c.ext_phone() if r.random() < 0.4 else c.site_phone())}")
    if r.random() < 0.7:
        addr = c.site_addr(", ")
        fu.append(f"{sc['dept']} - {c.dr(c.cons, 'dr_full')}, {addr}, {c.D(c.days(r.randint(10, 45)), r.choice(['long', 'us', 'wk_md']) if not uk else r.choice(['uk_long', 'uk', 'uk_wk']))}")
    if r.random() < 0.4:
        fu.append(f"Lab draw at {c.H(c.other_clinic())} in 1 week (order #{P('IDNUM', accession(r, c.date.year, 'order'))})")
    out.append(bullets(r, fu, "- "))
    out.append("")
    out.append("Call your doctor or return if you have:")
    out.append(bullets(r, r.sample(["fever over 101F (38.3C)" if not uk else "a temperature over 38C", "chest pain or trouble breathing",
                                    "bleeding that will not stop", "new weakness or numbness", "vomiting and cannot keep fluids down",
                                    "redness, swelling or pus at the wound"], 3), "- "))
    out.append(r.choice(["In an emergency call 911." if not uk else "In an emergency call 999.",
                         "For urgent advice out of hours call NHS 111." if uk else "After hours, call the nurse line.",
                         f"Nurse advice line: {P('PHONE', c.site_phone())} (24 hours)"]))
    out.append("")
    if r.random() < 0.5:
        out.append(f"View your results and message your care team online at {P('URL', c.portal_url())}" +
                   (f" (your username: {P('USERNAME', c.uname)})" if r.random() < 0.4 else "") + ".")
    if r.random() < 0.25:
        out.append(f"Home health agency: {PT('HOSPITAL', r.choice(['Visiting Nurse Association of ' + c.city, 'Comfort Home Health', 'CareFirst Home Care', 'Lakeshore Home Health']))} will call {c.rel(0, 'role_first')} at {P('PHONE', c.relp(0).phone)}.")
    if r.random() < 0.15:
        out.append(f"Your {r.choice(['pacemaker', 'defibrillator', 'insulin pump'])} serial number {P('DEVICE', device_sn(r))} is registered for remote monitoring.")
    out.append("")
    out.append(f"I have received and understand these instructions.\nPatient/representative signature: ____________  {r.choice(['Relationship: ' + c.relp(0).role, 'Self'])}")
    out.append(f"Discharging nurse: {c.nurse(c.rn, r.choice(['full_cred', 'fi_cred']))}   {c.D()} {c.time()}")
    return "\n".join(out)


# ====================================================================== consult note
def consult_note(c):
    r = c.r
    uk = c.uk
    sc = c.sc
    out = []
    tele = r.random() < 0.3
    out.append(f"{sc['dept'].upper()} CONSULTATION" + (" (TELEHEALTH)" if tele else ""))
    out.append(f"{c.H()}")
    out.append(f"Patient: {c.N(r.choice(['LF', 'lf', 'fml']))}   {c.mrn_label()}: {P('MRN', c.mrn)}   DOB: {c.dob_s()}")
    loc = P("LOCATION_OTHER", c.room) if r.random() < 0.6 else c.H(c.ward) if uk else P("LOCATION_OTHER", c.room)
    out.append(f"Date: {c.D()}   Location: {loc}")
    out.append(f"Requesting physician: {c.dr(c.att, r.choice(['dr_full', 'full_cred', 'lf']))}" + (f" ({r.choice(['Hospital Medicine', 'Surgery', 'ED'])})" if r.random() < 0.5 else ""))
    out.append(f"Consultant: {c.dr(c.cons, r.choice(['dr_full', 'full_cred']))}")
    if tele:
        if r.random() < 0.4:
            place = c.H(c.facility)
        elif uk:
            place = "home in " + P("CITY", c.city)
        else:
            place = "home in " + P("CITY", c.city) + ", " + P("STATE", c.state)
        out.append(f"Telehealth: video visit; patient located at {place}; connection IP {P('IPADDR', ip_addr(r))}; session link {P('URL', c.portal_url() + '/tv/' + digits(r, 6))}.")
    out.append("")
    out.append(f"Reason for consult: {sc['cc']}, ?{sc['dx']}")
    out.append("")
    out.append("HPI:")
    out.append(f"{c.N(r.choice(['full', 'first']))} is a {c.age_s(r.choice(['year-old', 'yo', 'words', 'years']))} {c.sexword()} with {problems_inline(c, 3)} who {r.choice(['was admitted', 'presented', 'was transferred'])} on {c.D(c.days(-r.randint(1, 5)), r.choice(['md', 'wk_md', 'mon_d']) if not uk else r.choice(['dm', 'uk_wk', 'd_mon']))} with {sc['hpi']}. "
               f"{r.choice(['History obtained from patient and chart.', 'Patient is a poor historian; history from ' + c.rel(0, 'role_first') + '.', 'Interpreter (' + r.choice(['Spanish', 'Portuguese', 'Polish', 'Arabic', 'Mandarin', 'Somali', 'Urdu']) + ') used, ID #' + P('IDNUM', digits(r, 6)) + '.'])}")
    if r.random() < 0.4:
        out.append(f"{c.He} was last seen by {c.dr(c.mkdoc(), 'dr_last')} at {c.H(c.other_clinic())} in {c.D(c.days(-r.randint(60, 700)), r.choice(['my', 'month', 'y']))}.")
    out.append("")
    out.append(f"PMH: {problems_inline(c, r.randint(3, 6))}")
    out.append(f"PSH: {', '.join(r.sample(K.SURG_HX, 2))} ({c.D(c.days(-r.randint(400, 9000)), 'y')})")
    out.append(f"Meds: {', '.join(K.fmt_med(r, style='plain') for _ in range(r.randint(3, 6)))}")
    out.append(f"Allergies: {r.choice(K.ALLERGIES)}")
    out.append(f"FH: {family_history(c)}")
    out.append(f"SH: {social_history(c)}")
    out.append("")
    out.append("Exam:")
    out.append(K.fmt_vitals(r))
    out.append(bullets(r, r.sample(K.EXAM_LINES, r.randint(4, 6)), "  "))
    out.append("")
    out.append("Data:")
    out.append(K.fmt_labs(r, uk=uk))
    if r.random() < 0.5:
        st, res = r.choice([('ECG', 'NSR, LAFB'), ('Echo', 'EF 35%, moderate MR'), ('CT head', 'no acute findings'), ('EEG', 'L temporal sharp waves'), ('CXR', 'small bilateral effusions'), ('MRI', 'no acute infarct')])
        out.append(f"{st} {c.D(c.days(-r.randint(0, 3)), 'md' if not uk else 'dm')}: {res}")
    if sc["dept"] == "Psychiatry" or r.random() < 0.08:
        out.append(f"Collateral: {c.rel(0, 'role_full')} reports pt has been sleeping in {c.his} car (plate {P('VEHICLE', vehicle(r, uk))}) outside {PT('LOCATION_OTHER', r.choice(pools.LANDMARKS))}.")
    if r.random() < 0.3:
        dm = r.choice(K.DEVICE_MODELS[:5])
        out.append(f"Device interrogation: {dm} (SN {P('DEVICE', device_sn(r))}) - normal function, battery 8.5 yrs, no VT/VF episodes.")
    out.append("")
    out.append("Impression:")
    out.append(f"{c.age_s(r.choice(['MF', 'yo', 'y/o']))} with {sc['dx']}.")
    out.append("Recommendations:")
    out.append(bullets(r, list(sc["plan"]) + [r.choice(["We will follow along.", "Please page with questions.", "Will sign off; call with questions."])], ""))
    out.append("")
    out.append(f"Thank you for this consult. Discussed with {c.dr(c.att, 'dr_last')}" +
               (f" and the patient's {c.rel(0, 'role_first')}" if r.random() < 0.4 else "") + ".")
    if r.random() < 0.5:
        out.append(f"{c.dr(c.cons, 'full_cred')} | pager {P('PHONE', c.pager())}" + (f" | {P('EMAIL', email(r, c.cons, c.site_email().split('@')[1]))}" if r.random() < 0.3 else ""))
    else:
        out.append(c.esign(c.cons))
    return "\n".join(out)
