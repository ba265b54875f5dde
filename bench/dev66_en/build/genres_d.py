"""Genres 7-8: pediatric and adolescent visits; referral letters and messages between practices."""
import clinical as K
from blocks import (pick, maybe, header, letterhead, signature, social, famhx, medlist, allergies,
                    vitals, pharmacy_line, followup, portal_log, prior_encounters, contacts, footer)

# ====================================================================== 7. pediatrics
PEDS_LAYOUTS = ["well_child", "sick_visit", "adolescent", "brief_peds"]

PEDS_SICK = [
    ("fever and ear tugging x 2 d", "AOM R, amoxicillin 90 mg/kg/day div BID x 10 d"),
    ("cough, wheeze", "asthma exacerbation, albuterol 4 puffs q4h w/ spacer, prednisolone 1 mg/kg x 3 d"),
    ("rash on trunk", "viral exanthem, supportive care"),
    ("vomiting/diarrhea", "AGE, mild dehydration, ORS trial passed, ondansetron 2 mg ODT x1"),
    ("sore throat, fever", "rapid strep +, amoxicillin 50 mg/kg daily x 10 d"),
    ("head bump at daycare", "PECARN low risk, observation at home, head injury sheet"),
    ("pink eye", "bacterial conjunctivitis, polymyxin/trimethoprim drops"),
    ("limp after fall", "XR neg, likely contusion; no Osgood-Schlatter signs"),
]


def _guardian(d, c, r):
    d.w(pick(r, ["Accompanied by {rel:0} {fam:0:full}", "Here with {rel:0} ({fam:0}) and {rel:1} {fam:1}",
                 "Brought in by {rel:0} {fam:0}", "Hx from {rel:0}, {fam:0:full}"]))


def pediatrics(d, c, r, layout):
    c.clinic_kind = "peds"
    c.add_fam(pick(r, ["mother", "mother", "father", "grandmother", "foster mother"]), prof=True)
    c.add_fam(pick(r, ["father", "stepfather", "grandmother", "aunt", "sister", "brother"]), prof=maybe(r, 0.5),
              age=r.randint(2, 16) if maybe(r, 0.3) else None)
    c.add_fam("teacher")
    if c.fams[1]["rel"] in ("sister", "brother"):
        c.fams[1]["age"] = r.randint(1, 17)
    sib_age = "{fage:1}" if c.fams[1]["rel"] in ("sister", "brother") else "{anyage:1:15}"
    agefmt = pick(r, ["{agemo} mo", "{agemo} month old"]) if c.age_months is not None else pick(r, ["{age} yo", "{age}yo", "{age} y/o", "{age}-year-old"])
    if layout == "well_child":
        d.w("{clinic:name}\n")
        header(d, c, r, pick(r, ["kv", "line"]))
        d.w("WELL CHILD VISIT - " + agefmt + " {sexw}\n")
        _guardian(d, c, r)
        d.add(".\n")
        d.w("Birth hx: born at {hosp:name}, %d wk GA, BW %d g, Apgars %d/%d, NICU %s.\n" % (r.randint(33, 41), r.randint(2100, 4300), r.randint(5, 9), r.randint(7, 10), pick(r, ["none", "x 3 d for TTN"])))
        a = c.age_n
        d.w("Growth: wt %d%%ile, ht %d%%ile, HC %d%%ile. " % (r.randint(3, 97), r.randint(3, 97), r.randint(3, 97)))
        d.add((pick(r, ["Milestones appropriate (ASQ passed). ", "Speech delay - 10 words, SLP referral. ", "M-CHAT-R low risk. "]) if a < 4
               else pick(r, ["Reading at grade level. ", "Vanderbilt forms from teacher reviewed. ", "Screen time ~3 h/d. "])) + "\n")
        d.w(pick(r, ["Attends {daycare} 4 d/wk. ", "In grade {grade} at {school}, teacher {fam:2:full}. " if a >= 6 else "Attends {daycare}, teacher {fam:2:full}. ",
                     "Home with {rel:1} during the day. "]))
        d.w("Lives with {rel:0} ({fprof:0:a}) " + pick(r, ["and sibling aged " + sib_age + ". ", "in {city}. ", "and grandparents. "]))
        d.w(pick(r, ["Dental home: Dr. {xdoc:last}. ", "No dentist yet. "]))
        d.add("\n")
        vitals(d, c, r, "line")
        d.add("Exam: " + "; ".join(K.exam(r, kid=True)) + "\n")
        d.w("Immunizations today: " + ("DTaP-IPV-Hib, PCV, RV" if c.age_months is not None and c.age_months < 12 else
                                       "MMR, varicella" if a < 6 else "HPV #1, Tdap, MenACWY" if 10 < a < 14 else "influenza") + "; VIS given to {rel:0}.\n")
        d.w("Next well visit {date:+180:my}. Forms for {daycare} signed.\n" if maybe(r, 0.5) else "Next well visit {date:+365:my}. School form for {school} completed.\n")
        signature(d, c, r)
        contacts(d, c, r)
        if maybe(r, 0.5):
            footer(d, c, r)
    elif layout == "sick_visit":
        cc, plan = pick(r, PEDS_SICK)
        d.w("Pt: {pt:full}  DOB {date:dob}  MRN {mrn}  DOS {date:visit}\n")
        if c.loc == "CA":
            d.w("{hcnlab} {hcn} (card in {rel:0}'s name)\n")
        else:
            d.w("Ins: {ins} member {member} (subscriber {fam:0:full})\n")
        d.w("Guardian phone: {ph:f0}\n\n")
        d.w("CC: " + cc + "\n")
        d.w(agefmt + " {sexw}. ")
        _guardian(d, c, r)
        d.add(". ")
        d.w(pick(r, ["Sx started {date:-2:wday} night. ", "Sent home from {daycare} on {date:-1:wdd}. ",
                     "Several kids sick in class at {school}. ", "Sibling ({fam:1}) had same last week. "]))
        d.w(pick(r, ["Febrile to 39.4 at home. ", "Tylenol last given at 0600. ", "Eating less, good UOP. "]))
        d.add(K.trap(r) + ".\n")
        vitals(d, c, r, "slash")
        d.add("Exam: " + "; ".join(K.exam(r, kid=True)) + "\n")
        d.add("A/P: " + plan + ".\n")
        d.w("Rx to {pharm} ({ph:p}). Note for {school:name} / work note for {rel:0} ({employer}).\n")
        d.w("RTC if not better by {date:+3:wday}. Seen by {doc:0:full}, {cred:0}; nurse {doc:1:first}.\n")
        if maybe(r, 0.6):
            footer(d, c, r)
    elif layout == "adolescent":
        d.w("{clinic:name} - Adolescent visit\n{pt:lfm}  MRN {mrn}  {date:visit}\n\n")
        d.w("{pt:first} is a {age} yo here for " + pick(r, ["sports physical", "headaches", "acne f/u", "ADHD med check", "mood concerns"]) + ". ")
        _guardian(d, c, r)
        d.add(" for first part, then seen alone.\n\nHEADSS (confidential):\n")
        d.w("H: lives with {rel:0} and {rel:1} in {city}; " + pick(r, ["parents separated", "gets along ok", "some conflict with {rel:1}"]) + ".\n")
        d.w("E: grade {grade} at {school}; " + pick(r, ["As/Bs", "failing math", "IEP for dyslexia"]) + "; counselor {fam:2:full}.\n")
        d.w("A: plays on {agency:club:name}; part-time job at {employer2}.\n")
        d.add("D: " + pick(r, ["vapes daily", "denies", "EtOH at parties 1-2x/mo", "cannabis weekends"]) + ". ")
        d.add("S: " + pick(r, ["not sexually active", "sexually active, condoms mostly", "questioning, supportive friends"]) + ". ")
        d.add("S (suicide): " + K.score(r, "phq") + ", " + K.score(r, "cssrs") + ".\n")
        d.w(pick(r, ["Friend {other:F:first} was with pt when it happened. ", "Best friend {other:M:first} moved to {town}. ", ""]))
        d.w("Teen's own cell for results: {ph:pt2}; portal proxy for {rel:0} limited.\n")
        vitals(d, c, r, "line")
        d.add("Exam: " + "; ".join(K.exam(r, kid=True)) + "\n")
        d.add("Plan: " + pick(r, ["methylphenidate ER 27 mg", "CBT referral", "tretinoin 0.025%", "cleared for sports"]) + "; " + K.trap(r) + ".\n")
        d.w("Referral to {bh:name} ({ph:s}). Follow up {date:+28:md}.\n")
        d.w(pick(r, ["{fam:0}'s work cell {ph:f0} for scheduling.\n", "", "Ok to leave msg on {pt:first}'s phone.\n"]))
        signature(d, c, r)
        if maybe(r, 0.5):
            footer(d, c, r)
    else:  # brief_peds
        cc, plan = pick(r, PEDS_SICK)
        d.w(pick(r, ["{date:visit:md} ", "{date:visit:wdd} "]))
        d.w(pick(r, ["{pt:full} ", "{pt:first} {pt:last} ", "{pt:lc} "]) + agefmt + " {sx}. ")
        d.w(pick(r, ["w/ {rel:0} {fam:0}", "mom {fam:0}", "dad {fam:0} + {rel:1}"]).replace("mom {fam:0}", "{rel:0} {fam:0}").replace("dad {fam:0}", "{rel:0} {fam:0}") + ". ")
        d.add("cc " + cc + ". ")
        d.w(pick(r, ["goes to {daycare}. ", "at {school:acr}. ", "home w/ {rel:1}. "]))
        d.add(K.vitals(r, c.loc, c.kid, "line", c.age_n) + ". ")
        d.add("; ".join(K.exam(r, kid=True)[:3]) + ". ")
        d.add(plan + ". ")
        d.w("rx {pharm:short}. cb {ph:f0}. mrn {mrn}. ")
        d.w("- {doc:0:fi}\n")


# ====================================================================== 8. referral letters / messages
REF_LAYOUTS = ["letter", "efax", "secure_msg", "transfer"]

REF_REASONS = [
    ("cardiology", "new AFib, CHA2DS2-VASc 3, started apixaban"),
    ("endocrinology", "T2DM with A1c 10.2% despite 3 agents"),
    ("gastroenterology", "iron deficiency anemia, + FIT, needs colonoscopy"),
    ("respirology" , "progressive dyspnea, FEV1/FVC 0.61, ?COPD vs ILD"),
    ("rheumatology", "symmetric polyarthritis, RF +, anti-CCP 180"),
    ("psychiatry", "treatment-resistant depression, failed sertraline and bupropion"),
    ("orthopedics", "R knee OA, failed PT and injections"),
    ("neurology", "new tremor, ?Parkinson's disease vs essential tremor"),
    ("dermatology", "changing pigmented lesion L back, ABCDE +"),
    ("urology", "microscopic hematuria x 3, smoker"),
]


REF_PATS = {"cardiology": ["{s} Cardiology Associates", "{s} Heart & Vascular"],
            "endocrinology": ["{s} Endocrinology", "{s} Diabetes Centre"],
            "gastroenterology": ["{s} Digestive Health", "{s} GI Associates"],
            "respirology": ["{s} Lung Clinic", "{s} Pulmonary & Sleep"],
            "rheumatology": ["{s} Rheumatology Clinic", "{s} Arthritis Centre"],
            "psychiatry": ["{s} Psychiatry Group", "{s} Mental Health Clinic"],
            "orthopedics": ["{s} Orthopaedics", "{s} Bone & Joint Clinic"],
            "neurology": ["{s} Neurology Clinic", "{s} Neuroscience Associates"],
            "dermatology": ["{s} Dermatology", "{s} Skin Clinic"],
            "urology": ["{s} Urology Associates", "{s} Men's Health Clinic"]}


def referral(d, c, r, layout):
    c.add_fam(pick(r, ["wife", "husband", "daughter", "son", "partner"]), prof=maybe(r, 0.4))
    spec, why = pick(r, REF_REASONS)
    c.spec_pats = REF_PATS[spec]
    if layout == "letter":
        letterhead(d, c, r, "clinic", "c")
        d.w("{date:visit:long}\n\n")
        d.w("To: Dr. {doc:1:full}\n{specc:name}\n{addr:s:nl}\nFax {fax:s}\n\n")
        d.w("Re: {pt:full}, DOB {date:dob}\n")
        d.w("{hcnlab}: {hcn}\n" if c.loc == "CA" else "Insurance: {ins:name}, member ID {member}, group {group}\n")
        d.w("Address: {addr:pt}; phone {ph:pt}\n\n")
        d.w("Dear Dr. {doc:1:last},\n\n")
        d.w("I would be grateful if you could see {ttl} {pt:last}, a {age}-year-old {prof}, in %s consultation regarding %s. " % (spec, why))
        d.w(pick(r, ["Symptoms began around {date:-60:month}. ", "This was first noted on {date:-45:long}. ", "We discussed this at visits on {date:-70:md} and {date:-20:md}. "]))
        d.add(K.labs(r, pick(r, ["cbc", "renal", "dm", "liver", "inflam"]), 4) + ". " + pick(r, K.DX_EPONYMS) + " in past hx. " + K.trap(r) + ".\n\n")
        medlist(d, c, r, "gen", n=4, inline=True)
        allergies(d, c, r)
        d.w("\n{He} lives with {his} {rel:0} {fam:0:full} (contact {ph:f0}) and works at {employer}. ")
        d.w(pick(r, ["{He} prefers appointments after {date:+14:month} due to travel to {country}. ", "An interpreter is not needed. ",
                     "{He} can be reached at {email:pt}. "]))
        d.w("Recent imaging: accession {acc:0} at {hosp:name}.\n\n")
        d.w("Thank you,\n\n{doc:0:full}, {cred:0}\n")
        d.w("NPI {npi:0}  DEA {dea:0}\n" if c.loc == "US" else "{liclab} {lic:0}\n")
        d.w("cc: chart; {pt:full}\n")
        if maybe(r, 0.4):
            footer(d, c, r, ["audit"])
    elif layout == "efax":
        d.w("FAX COVER SHEET\n\nTo: {specc:name} - %s intake\nFax: {fax:s}   Phone: {ph:s}\n" % spec)
        d.w("From: {clinic:name}, {doc:2:full} ({cred:2})\nFax: {fax:c}   Phone: {ph:c:x}\n")
        d.w("Date: {date:visit}   Pages: %d\n\n" % r.randint(3, 14))
        d.add("CONFIDENTIAL: intended only for the recipient named above.\n\n")
        d.w("REFERRAL FORM\nPatient name: {pt:LFM}\nDOB: {date:dob}   Sex: {sx}   Age: {age}\n")
        d.w("MRN (ours): {mrn}\n")
        d.w("{hcnlab}: {hcn}\n" if c.loc == "CA" else "{ssnlab}: {ssn}\nPlan: {ins:acr} {member}\n")
        d.w("Address: {street}, {city}, {st} {zip}\nHome ph: {ph:pt}   Cell: {ph:pt2}\n")
        d.w("Alt contact: {fam:0:full} ({rel:0}) {ph:f0}\n")
        d.w("Referring provider: Dr. {doc:0:full}   " + ("NPI {npi:0}\n" if c.loc == "US" else "billing # {lic:0}\n"))
        d.w("Referral #: {ref}   Urgency: %s\n" % pick(r, ["routine", "semi-urgent (4-6 wk)", "urgent"]))
        d.add("Reason: " + why + ".\n")
        d.w("Pertinent: " + K.labs(r, pick(r, ["cbc", "renal", "dm", "inflam", "cardiac"]), 4) + " ({date:-12:md}); " + pick(r, K.DX_EPONYMS) + ".\n")
        d.w("Attached: last note {date:-12}, labs, imaging report {acc:0}.\n")
        d.w(pick(r, ["Please book with Dr. {doc:1:last} if possible.\n", "Pt prefers {specc:short} location in {city:s}.\n", ""]))
        if maybe(r, 0.5):
            footer(d, c, r, ["route"])
    elif layout == "secure_msg":
        d.w("Secure message  {date:visit:iso} %02d:%02d\n" % (r.randint(7, 18), r.randint(0, 59)))
        d.w("From: {doc:0:full} <{email:d0}> ({clinic:name})\nTo: {doc:1:full} <{email:d1}> ({specc:name})\n")
        d.w("Subject: %s - {pt:lf} ({mrn})\n\n" % pick(r, ["curbside", "referral question", "re: your pt", "urgent review?"]))
        d.w(pick(r, ["Hi {doc:1:first}, ", "Hey {doc:1:first} - ", "Dr. {doc:1:last}, "]))
        d.w("quick one about {pt:first} ({age}{sx}, DOB {date:dob}), ")
        d.add(why + ". ")
        d.w(pick(r, ["Seen {date:-3:wday}, ", "Saw {him} last {date:-6:wday}, ".replace("{him}", "them"), "Labs from {date:-4:mon}: "]))
        d.add(K.labs(r, pick(r, ["cbc", "renal", "dm", "inflam", "liver"]), 3) + ". " + K.trap(r) + ". ")
        d.w(pick(r, ["Can you squeeze {pt:first} in before {hol}? ", "Worth a formal referral or ok to manage here? ",
                     "Pt's {rel:0} {fam:0} is anxious and has called us daily. "]))
        d.w("Best # for me {ph:c:x} or pager {pager}.\n{doc:0:first}\n\n")
        d.w("--- reply {date:visit:iso} %02d:%02d ---\n" % (r.randint(12, 20), r.randint(0, 59)))
        d.w(pick(r, ["Thanks {doc:0:first}. ", "Hi - "]))
        d.w(pick(r, ["I can see {pt:first} {date:+6:wdd} at 8:30 at {specc:short}. ", "Please send formal referral via fax {fax:s}, ref # {ref}. ",
                     "Reasonable to start treatment; I will see in clinic {date:+30:my}. "]))
        d.w(pick(r, ["My clerk {xdoc:first} will call the pt at {ph:pt}. ", "Ask them to bring {his} {devkind:0} ({devlab:0} {dev:0}). ", "Order {order:0} placed. "]))
        d.w("\n- {doc:1:fi}, {cred:1}\n")
        d.w(pick(r, ["Message ID {order:1}; viewed from {ip:0}.\n", "Read receipt {date:visit:md} by {user:d0}.\n", ""]))
    else:  # transfer of care / records request
        letterhead(d, c, r, "clinic", "c")
        d.w("{date:visit:wdl}\n\nRECORDS TRANSFER / TRANSFER OF CARE\n\n")
        d.w("To: {pcp:name}, attn medical records\nFax: {fax:s}\n\n")
        d.w("Patient: {pt:fml} (formerly {ptold})\nDOB: {date:dob}\nOur chart #: {mrn}   Your chart #: {mrn2}\n")
        d.w("{hcnlab}: {hcn}\n" if c.loc == "CA" else "{ssnlab}: {ssn}\n")
        d.w("New address: {addr:pt}\nPhone: {ph:pt}   Email: {email:pt}\n\n")
        d.w("{pt:first} has moved to {city} and transfers care to Dr. {doc:1:full}. Summary:\n")
        d.add("- Problems: " + ", ".join(r.sample(["HTN", "DM2", "hypothyroid", "GERD", "OA knees", "depression", "asthma"], 3)) + ", " + pick(r, K.DX_EPONYMS) + "\n")
        d.add("- Meds: " + "; ".join(K.meds(r, "gen", 4)) + "\n")
        d.w("- Last labs {date:-30:md}: " + K.labs(r, "dm", 3) + "\n")
        d.w("- Specialists: Dr. {xdoc:last} ({specc:name}), last seen {date:-150:my}\n")
        d.w("- Devices: {devkind:0}, {devlab:0} {dev:0}\n")
        d.w("- Next of kin: {rel:0} {fam:0:full}, {ph:f0}\n")
        d.w("Signed authorization dated {date:-5:md} enclosed. Billing acct {acct} closed.\n\n")
        d.w("{doc:0:full}, {cred:0}\nper {doc:2:first}, records clerk\n")
