"""Genres 1-2: primary care visit notes; urgent care / walk-in notes."""
import clinical as K
from blocks import (pick, maybe, header, letterhead, signature, social, famhx, medlist, allergies,
                    vitals, pharmacy_line, followup, portal_log, prior_encounters, contacts, footer)


# ====================================================================== 1. primary care
PC_LAYOUTS = ["soap", "problem", "brief", "annual"]

PC_CC = [
    "f/u DM2, HTN", "med check", "cough x 3 wk", "low back pain", "fatigue", "annual physical", "rash on arms",
    "knee pain L", "BP recheck", "dizziness", "insomnia", "hypothyroid f/u", "urinary frequency", "ear pain",
]

PC_HPI = [
    "{age} yo {sexw} here for f/u of DM2 and HTN, last seen {date:-90:md} by Dr. {doc:0:last}.",
    "{pt:first} comes in with {rel:0} {fam:0} for about 3 wk of dry cough, no fever, no hemoptysis.",
    "{ttl} {pt:last} is a {age}-year-old {prof} with low back pain since lifting a pallet at {employer} on {date:-6:wdd}.",
    "pt reports home BP readings in the 140s-150s/90s since {date:-30:mon}, taking lisinopril most days.",
    "was seen at {uc:name} on {date:-10:md} for the same, given amoxicillin, not much better.",
    "admitted to {hosp} {range:-40:3} for cellulitis of the L leg, finished cephalexin.",
    "{pt:first} says {his} {rel:0} {fam:0} has noticed loud snoring and pauses in breathing.",
    "states fatigue worse since {hol}, sleeping 5-6 h, {score:phq} today.",
    "{He} checks sugars with a glucometer (SN {dev:0}), fasting 130-180.",
    "reports {pain} in the L knee, worse on stairs; {trap}.",
    "brought list of questions typed by {rel:0} ({fam:0:full}).",
    "prior PCP Dr. {odoc:last} in {town}, records requested {date:-14:md}.",
    "recently back from visiting family in {country}, no GI sx.",
    "took {his} {rel:1}'s leftover prednisone last week, advised against.",
    "c/o intermittent dizziness when standing, no syncope; {trap}.",
]

PC_A = [
    "DM2 - A1c {lab:dm1}, {plan_dm}",
    "HTN - {bp}, {plan_htn}",
    "HLD - LDL {ldl}, cont atorvastatin",
    "Cough - likely post-viral vs {dx}; CXR ordered, accession {acc:0}",
    "LBP - mechanical, no red flags. {exam_neg}. off work {range:+0:3:md}, note given for {employer}",
    "Hypothyroid - TSH {tsh}, cont levothyroxine",
    "OSA suspected - {score:ess}, sleep study referral to {specc:name}",
    "Depression screen - {score:phq}, {score:gad}; pt declines meds, info for counselling at {bh:name}",
    "Health maintenance - FIT kit given, Tdap today, shingles vaccine at {pharm}",
    "Knee OA - {exam_neg}, PT referral, ice, naproxen prn",
    "Orthostasis - hold HCTZ, labs {labs_renal}",
]


def _pc_fill(c, r):
    return {
        "plan_dm": pick(r, ["inc metformin to 1000 BID", "add empagliflozin 10 mg", "cont meds, CDE visit w/ {doc:2:full}",
                            "start semaglutide 0.25 mg weekly"]),
        "plan_htn": pick(r, ["inc lisinopril to 20", "add amlodipine 5", "home log, recheck 4 wk"]),
        "bp": "BP %d/%d" % (r.randint(128, 166), r.randint(78, 99)),
        "ldl": str(r.randint(62, 171)),
        "tsh": "%.2f" % r.uniform(0.3, 9.8),
        "dx": pick(r, ["asthma", "GERD", "ACEi cough", "pertussis"]),
        "exam_neg": pick(r, K.EPONYMS),
        "labs_renal": K.labs(r, "renal", 4),
    }


def _fmt_pc(d, c, r, t):
    f = _pc_fill(c, r)
    t = t.replace("{lab:dm1}", "%.1f%%" % r.uniform(6.2, 10.9))
    for k, v in f.items():
        t = t.replace("{" + k + "}", v)
    t = t.replace("{pain}", K.score(r, "pain")).replace("{trap}", K.trap(r))
    t = t.replace("{score:phq}", K.score(r, "phq")).replace("{score:gad}", K.score(r, "gad")).replace("{score:ess}", K.score(r, "ess"))
    d.w(t)


def primary_care(d, c, r, layout):
    c.add_fam(pick(r, ["wife", "husband", "partner", "daughter", "son"]), prof=True)
    c.add_fam(pick(r, ["daughter", "son", "sister", "brother", "mother", "friend", "neighbour"]))
    if layout == "soap":
        if maybe(r, 0.5):
            d.w("{clinic:name} - {cityst:c}\n")
        header(d, c, r)
        d.w("CC: %s\n\n" % pick(r, PC_CC))
        d.add("S:\n")
        for t in r.sample(PC_HPI, r.randint(3, 5)):
            _fmt_pc(d, c, r, t)
            d.add(" ")
        d.nl()
        social(d, c, r, r.randint(2, 4))
        if maybe(r, 0.6):
            famhx(d, c, r)
        medlist(d, c, r, "gen")
        allergies(d, c, r)
        d.add("\nO:\n")
        vitals(d, c, r)
        d.add("; ".join(K.exam(r)) + "\n")
        if maybe(r, 0.6):
            d.w("Labs ({date:-5:md}, {lab:name}): " + K.labs(r, pick(r, ["dm", "lipid", "renal", "cbc"]), 4) + "\n")
        d.add("\nA/P:\n")
        for j, t in enumerate(r.sample(PC_A, r.randint(2, 4))):
            d.add("%d. " % (j + 1))
            _fmt_pc(d, c, r, t)
            d.nl()
        pharmacy_line(d, c, r)
        followup(d, c, r)
        d.nl()
        if maybe(r, 0.5):
            d.w("Roomed by {doc:1:first}, {cred:1}. ")
        d.w(pick(r, ["Scribed for Dr. {doc:0:last} by {doc:2:full}.\n", "Seen with {rel:0} present.\n", "\n"]))
        signature(d, c, r)
        if maybe(r, 0.4):
            contacts(d, c, r)
        if maybe(r, 0.6):
            footer(d, c, r)
    elif layout == "problem":
        header(d, c, r, pick(r, ["line", "pipe"]))
        d.w(pick(r, ["Seen today {date:visit:wdl}. ", "Visit {date:visit}. ", ""]))
        for t in r.sample(PC_HPI, r.randint(2, 4)):
            _fmt_pc(d, c, r, t)
            d.add(" ")
        d.add("\n\n")
        vitals(d, c, r, "slash")
        d.add("\nProblem list / plan\n")
        for t in r.sample(PC_A, r.randint(3, 5)):
            d.add("# ")
            _fmt_pc(d, c, r, t)
            d.nl()
        d.nl()
        if maybe(r, 0.6):
            prior_encounters(d, c, r)
        social(d, c, r, 3)
        medlist(d, c, r, "gen", inline=True)
        d.w(pick(r, ["Pt can be reached at {ph:pt} or {rel:0} {fam:0} at {ph:f0}.\n",
                     "Contact: {email:pt} / {ph:pt}\n", "Pt prefers calls to cell {ph:pt2}.\n"]))
        followup(d, c, r)
        signature(d, c, r)
        footer(d, c, r)
    elif layout == "brief":
        d.w(pick(r, ["{date:visit:md} ", "{date:visit:wdd} - ", "{date:visit} "]))
        d.w(pick(r, ["{pt:full} {age}{sx} ", "pt {pt:init} {age}yo ", "{pt:first} ({age}) ", "{ttl} {pt:last}, {age} yo, "]))
        d.add(pick(r, ["here for ", "in for ", "walked in for ", "sched visit - "]) + pick(r, PC_CC) + ". ")
        for t in r.sample(PC_HPI, r.randint(3, 4)):
            _fmt_pc(d, c, r, t)
            d.add(" ")
        d.add("\n")
        d.add(K.vitals(r, c.loc, c.kid, "line", c.age_n) + ". " + "; ".join(K.exam(r)[:4]) + ".\n")
        d.add("plan: ")
        for t in r.sample(PC_A, 2):
            _fmt_pc(d, c, r, t)
            d.add(". ")
        d.nl()
        d.w(pick(r, ["mrn {mrn}, acct {acct}. ", "chart {mrn}. ", "MRN {mrn} "]))
        d.w(pick(r, ["rx to {pharm}. ", "refills to {pharm} ({ph:p}). "]))
        followup(d, c, r)
        d.w(pick(r, ["- {doc:0:ini}\n", "-{doc:0:fi} {cred:0}\n", "{doc:0:first} {cred:0}\n"]))
        if maybe(r, 0.5):
            d.w(pick(r, ["addendum {date:+1:md}: ", "add'l {date:+2:wday}: "]) + pick(r, [
                "labs back, " + K.labs(r, "renal", 3) + ", called pt at {ph:pt}.",
                "{rel:0} {fam:0} called w/ question re dosing, answered.",
                "pharmacy ({pharm:short}) called, substituted generic."]) + " {doc:0:ini}\n")
    else:  # annual / preventive
        letterhead(d, c, r)
        header(d, c, r, "kv")
        d.w("ANNUAL PREVENTIVE VISIT - {date:visit:wdl}\n\n")
        d.w("Interval hx: since last physical ({date:-370:my}) ")
        for t in r.sample(PC_HPI, 2):
            _fmt_pc(d, c, r, t)
            d.add(" ")
        d.nl()
        social(d, c, r, 4)
        famhx(d, c, r)
        d.add("Screening:\n")
        d.w("- colon: FIT neg {date:-360:my}; next due {date:+5:y}\n")
        d.w("- " + pick(r, ["mammogram at {hosp:short} {date:-200:my}, BI-RADS 1", "PSA discussed, declined",
                            "Pap/HPV {date:-900:y} normal", "AAA US n/a"]) + "\n")
        d.add("- " + K.score(r, "phq") + ", " + K.score(r, "audit") + ", " + K.trap(r) + "\n")
        d.w("- vaccines: flu given today (lot on MAR), Tdap {date:-2600:y}, shingles #2 at {pharm:short}\n")
        vitals(d, c, r, "list")
        d.w("Labs drawn today, {lab}, req {req}: " + K.labs(r, "lipid", 4) + "; " + K.labs(r, "dm", 2) + "\n")
        d.w("Advance directive on file; POA is {rel:0} {fam:0:full} ({ph:f0}).\n")
        d.w("Employer form for {employer} completed.\n")
        followup(d, c, r)
        signature(d, c, r)
        footer(d, c, r, ["billing"])


# ====================================================================== 2. urgent care
UC_LAYOUTS = ["triage_dc", "mvc_work", "short", "walkin_card"]

UC_CC = [
    ("sore throat x 2 d", "Centor 3, rapid strep + ; amoxicillin 500 mg BID x 10 d"),
    ("L ankle injury playing soccer", "Ottawa ankle rules positive, XR neg for fx, ASO brace, RICE"),
    ("laceration R hand at work", "3 cm lac, irrigated, 4 x 4-0 nylon, Tdap given, sutures out 10 d"),
    ("UTI sx", "UA + nitrite/LE, nitrofurantoin 100 mg BID x 5 d, culture sent"),
    ("cough, fever", "CXR RLL infiltrate, CURB-65 0, amoxicillin 1 g TID"),
    ("ear pain", "R TM bulging, amoxicillin, ibuprofen prn"),
    ("MVC, neck pain", "Canadian C-spine rule negative, no imaging, NSAIDs, cyclobenzaprine qhs"),
    ("rash", "contact derm, triamcinolone 0.1% cream BID x 2 wk"),
    ("back strain lifting", "no red flags, straight leg raise neg, NSAIDs, modified duty"),
    ("eye redness", "viral conjunctivitis, hygiene, no abx"),
    ("dog bite L forearm", "amox-clav 875 mg BID x 5 d, wound care, rabies exposure form to county"),
    ("burn to forearm (grease) at work", "2% TBSA superficial partial thickness, silver sulfadiazine, wound check 48 h"),
]


UC_INJURY = [x for x in UC_CC if any(k in x[0] for k in ("injury", "lac", "MVC", "back", "bite", "burn"))]


def urgent_care(d, c, r, layout):
    cc, plan = pick(r, UC_INJURY if layout == "mvc_work" else UC_CC)
    c.add_fam(pick(r, ["wife", "husband", "partner", "mother", "friend", "roommate"]))
    c.add_fam(pick(r, ["employer", "friend", "son", "daughter"]))
    if layout == "triage_dc":
        d.w("{uc:name}  {addr:c}\nPh {ph:c}  Fax {fax:c}\n\n")
        header(d, c, r, pick(r, ["kv", "kv2"]), clinic_key="uc")
        d.w("Arrival: {date:visit} %02d:%02d   Room: {room}   Triage RN: {doc:1:fi}\n" % (r.randint(8, 20), r.randint(0, 59)))
        d.add("CC: " + cc + "\n")
        vitals(d, c, r)
        d.add("\nHPI: ")
        d.w(pick(r, ["{age} yo {sexw} ", "{pt:first}, {age}, ", "{ttl} {pt:last} ({age}{sx}) "]))
        d.w(pick(r, ["presents with " + cc + " since {date:-2:wday}. ", "c/o " + cc + ", onset {date:-1:wdd}. ",
                     "here with {rel:0} {fam:0} for " + cc + ". "]))
        d.w(pick(r, ["Works as {prof:a} at {employer}. ", "Employer: {employer}; supervisor {fam:1:full} aware. ", "Off work today. "]))
        d.w(pick(r, ["PCP is Dr. {odoc:last} at {pcp:name}. ", "No PCP, given list incl. {pcp:name}. ", "PCP {pcp:short}. "]))
        d.add(K.trap(r) + ".\n")
        d.add("Exam: " + "; ".join(K.exam(r)) + "\n")
        if maybe(r, 0.7):
            d.w("Imaging: XR {acc:0} read by Dr. {xdoc:last} (radiology): no acute fx.\n")
        d.add("Dx/Plan: " + plan + ".\n")
        medlist(d, c, r, "acute", n=2, inline=True)
        d.w(pick(r, ["Work note: off {range:+0:2:md}, return {date:+3:wdd}.\n", "School/work excuse given for {date:visit:md}.\n",
                     "Light duty {range:+1:7}.\n"]))
        d.w(pick(r, ["Rx sent to {pharm} ({ph:p}).\n", "Rx e-sent to {pharm:name}, {city:p}.\n"]))
        d.w("D/C home with {rel:0}, ambulatory. Return precautions reviewed.\n")
        d.w("Provider: {doc:0:full}, {cred:0}   NPI {npi:0}\n" if c.loc == "US" else "Provider: {doc:0:full}, {cred:0}   {liclab} {lic:0}\n")
        if maybe(r, 0.7):
            footer(d, c, r)
    elif layout == "mvc_work":
        work = maybe(r, 0.5)
        d.w("{uc:name} - visit note\n{pt:LF}   DOB {date:dob}   MRN {mrn}\nDOS {date:visit}   Enc {enc}\n\n")
        if work:
            cc, plan = pick(r, [x for x in UC_INJURY if "MVC" not in x[0]])
            d.w("Workplace injury. Employer: {employer:name}, {addr:c}. Supervisor {fam:1:full} ({ph:f1}).\n")
            d.w("WC claim # {claim}; adjuster {other:F:full} at {ins:name}, ph {ph:s}, fax {fax:s}.\n")
            d.w("Pt is {prof:a}, injured {date:-1:wdd} about %d:%02d while unloading.\n" % (r.randint(6, 17), r.randint(0, 59)))
        else:
            cc, plan = UC_CC[6]
            d.w("MVC on {date:-1:wdl}, restrained driver, rear-ended at low speed on {street:f}, {city}.\n")
            d.w("Pt vehicle plate {plate} (VIN {vin}), other driver insured w/ {ins:name}; police report {case}.\n")
            d.w("Passenger was {rel:0} {fam:0:full}, seen elsewhere.\n")
            d.w("Driver's licence {dl} on file for claim.\n" if c.loc == "CA" else "DL # {dl} copied for claim.\n")
        d.add("CC: " + cc + ". " + K.trap(r) + ".\n")
        vitals(d, c, r, "line")
        d.add("Exam: " + "; ".join(K.exam(r)) + "\n")
        d.add("A/P: " + plan + ".\n")
        if maybe(r, 0.6):
            d.w("XR accession {acc:0}, final read to follow from {hosp:name}.\n")
        d.w("Follow up with PCP Dr. {odoc:last} ({pcp:name}, {ph:c}) in 1 wk; forms faxed to {fax:s}.\n")
        d.w("Seen by {doc:0:full}, {cred:0}; scribe {doc:2:full}.\n")
        footer(d, c, r, pick(r, [["billing"], ["billing", "audit"], ["cc"]]))
    elif layout == "short":
        d.w(pick(r, ["{date:visit:md} ", "{date:visit:wdd} ", "{date:visit} "]))
        d.add("%02d:%02d " % (r.randint(8, 21), r.randint(0, 59)))
        d.w(pick(r, ["walk-in, {pt:full}, {age}{sx}. ", "pt {pt:first} {pt:init2}{age}yo. ", "{pt:lf}, {age} yo {sexw}, "]).replace("{pt:init2}", ""))
        d.add("cc " + cc + ". ")
        d.w(pick(r, ["brought by {rel:0} {fam:0}. ", "came alone, {rel:0} {fam:0} picking up. ", "drove self. "]))
        d.add(K.vitals(r, c.loc, c.kid, "line", c.age_n) + ". ")
        d.add("; ".join(K.exam(r)[:3]) + ". ")
        d.add("dx/plan: " + plan + ". ")
        d.w("rx to {pharm:short} pharmacy. ")
        d.w(pick(r, ["mrn {mrn}. ", "chart {mrn}, acct {acct}. "]))
        d.w("cb # {ph:pt}. ")
        d.w("f/u pcp {pcp:short} or return if worse. ")
        if maybe(r, 0.5):
            d.w("work note for {employer} given, back {date:+2:wday}. ")
        d.w("- {doc:0:fi} {cred:0}\n")
        if maybe(r, 0.5):
            d.w(pick(r, ["recheck %02d:%02d after neb/meds: improved, " % (r.randint(9, 22), r.randint(0, 59)) + K.vitals(r, c.loc, c.kid, "line", c.age_n) + ". ",
                         "called back {date:+1:md} re culture: pan-sensitive, cont abx. "]) + "{doc:1:ini}\n")
    else:  # walkin_card: walk-in registration card style (health card in CA, plan card in US)
        d.w("WALK-IN VISIT\n{uc:name}, {street:c}, {city:c} {st:c} {zip:c}\n\n")
        d.w("Name: {pt:lf}\n")
        if c.loc == "CA":
            d.w("{hcnlab} {hcn}   DOB {date:dob}\n")
        else:
            d.w("Ins: {ins:acr} #{member}   DOB {date:dob}\n")
        d.w("Address: {street}, {city} {st} {zip}\nPhone: {ph:pt}\nDate: {date:visit}  Room {room}\n\n")
        d.w(pick(r, ["{pt:first} is a {age} y/o {prof} ", "{age}yo {sexw} ", "{age} y.o. {sexw} "]))
        d.add("with " + cc + ". ")
        d.w(pick(r, ["Just back from {country} on {date:-4:mon}. ", "No recent travel. ", "Similar episode at {hol}. "]))
        d.w(pick(r, ["Family doctor is Dr. {odoc:last} ({pcp:name}) but no appts until {date:+21:month}. ",
                     "No family doctor, on waitlist since {date:-500:y}. "]))
        d.add("\n")
        vitals(d, c, r, "slash")
        d.add("O/E: " + "; ".join(K.exam(r)) + "\n")
        d.add("Impression/plan: " + plan + ". " + K.trap(r) + ".\n")
        d.w("Copy to family doctor by fax {fax:s}. Rx to {pharm} ({fax:p}).\n")
        d.w(pick(r, ["{rel:0} {fam:0} ({ph:f0}) drove pt home.\n", "Pt's {rel:0} is {fam:0:full}, emergency contact {ph:f0}.\n"]))
        signature(d, c, r)
        if maybe(r, 0.6):
            footer(d, c, r)
