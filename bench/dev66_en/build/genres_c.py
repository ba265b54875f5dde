"""Genres 5-6: behavioral health / substance-use counselling; home visit and community paramedic notes."""
import clinical as K
from blocks import (pick, maybe, header, letterhead, signature, social, famhx, medlist, allergies,
                    vitals, pharmacy_line, followup, portal_log, prior_encounters, contacts, footer)

# ====================================================================== 5. behavioral health
BH_LAYOUTS = ["dap", "otp_dosing", "intake", "brief_session"]

BH_THEMES = [
    "Discussed conflict with {rel:0} {fam:0} over finances; practiced I-statements.",
    "Client reports cravings after payday; identified triggers (bar near {landmark}).",
    "Reviewed sleep hygiene; {score:phq}, {score:gad}.",
    "Client attended 3 AA meetings at {agency:church:name}; sponsor {fam:1} calls daily.",
    "Grief work re {rel:1} who died {date:-300:my}.",
    "Client lost job at {employer} on {date:-20:md}; exploring options at {employer2}.",
    "Court date {date:+12:wdl} re DUI; probation officer {other:M:full} ({ph:s}) requests attendance letter.",
    "Housing: staying at {agency:shelter:name} since {date:-40:mon}, waitlisted with {agency:housing:name}.",
    "Client's {rel:0} {fam:0} joined last 15 min by phone ({ph:f0}).",
    "Safety plan updated; {score:cssrs}; 988 crisis line reviewed; firearms stored at {rel:1}'s.",
    "Relapse on {date:-6:wday} (fentanyl, smoked), naloxone kit given; {score:cows} on arrival.",
    "Using CBT thought log, brought worksheet; mood 5/10.",
    "Client is {prof:a}, worried about licence review with employer.",
]


def _bh_theme(d, c, r, t):
    t = t.replace("{score:phq}", K.score(r, "phq")).replace("{score:gad}", K.score(r, "gad"))
    t = t.replace("{score:cssrs}", K.score(r, "cssrs")).replace("{score:cows}", K.score(r, "cows"))
    d.w(t)


def behavioral(d, c, r, layout):
    c.clinic_kind = "bh"
    c.add_fam(pick(r, ["wife", "husband", "partner", "boyfriend", "mother", "daughter"]))
    c.add_fam(pick(r, ["sponsor", "sister", "brother", "father", "friend"]))
    if layout == "dap":
        d.w("{clinic:name} - Individual Counseling Note\n")
        d.w("Client: {pt:full}   DOB: {date:dob}   Client ID: {mrn}\n")
        hh = r.randint(8, 16)
        d.w("Session: {date:visit:wdl}, %d:%02d-%d:%02d, %s\n" % (hh, 0, hh, r.choice([45, 50, 53]),
                                                            pick(r, ["in person, office {room}", "telehealth (video)", "phone"])))
        d.w("Clinician: {doc:0:full}, {cred:0}\n")
        if c.loc == "CA":
            d.w("{hcnlab} {hcn}\n")
        else:
            d.w("Payer: {ins} member {member}; auth {pa}\n")
        d.add("\nD: ")
        for t in r.sample(BH_THEMES, r.randint(3, 5)):
            _bh_theme(d, c, r, t)
            d.add(" ")
        d.add("\nA: " + pick(r, ["Engaged, affect constricted", "Mood improved, affect brighter", "Guarded, minimizing use"]) + ". ")
        d.add(pick(r, ["Dx: MDD, recurrent, moderate; AUD moderate", "Dx: OUD severe, on MOUD; GAD", "Dx: PTSD; cannabis use d/o"]) + ". " + K.trap(r) + ".\n")
        d.w("P: Next session {date:+7:wdd} %d:%02d. " % (r.randint(9, 16), r.choice([0, 30])))
        d.w(pick(r, ["Coordinate with prescriber Dr. {doc:1:last} re sertraline. ", "ROI signed for {rel:0} {fam:0:full}. ",
                     "Letter to PO faxed to {fax:s}. "]))
        d.w(pick(r, ["Release for {pcp:name} signed.\n", "Client to call {ph:c} if crisis; 988 reviewed.\n"]))
        signature(d, c, r)
        if maybe(r, 0.7):
            footer(d, c, r, pick(r, [["billing"], ["billing", "audit"], ["audit"]]))
    elif layout == "otp_dosing":
        d.w("{clinic:name} (OTP) - dosing / nursing note\n")
        d.w("{pt:LF}  ID {mrn}  DOB {date:dob}\n")
        mod, key = pick(r, [("fingerprint", "fp"), ("palm vein", "palm"), ("iris", "iris")])
        d.w("Check-in {date:visit} %02d:%02d via %s scan, template ID {bio:%s}\n" % (r.randint(6, 10), r.randint(0, 59), mod, key))
        d.w("Dose: %s, observed by {xdoc:full}, %s. " % (pick(r, ["methadone 85 mg", "methadone 110 mg", "buprenorphine 16 mg SL"]),
                                                        pick(r, ["RN", "LPN", "RPN" if c.loc == "CA" else "RN"])))
        d.add(K.score(r, "cows") + ". " + K.vitals(r, c.loc, c.kid, "line", c.age_n) + ".\n")
        d.w("UDS {date:-7:md} (accession {acc:0}): " + pick(r, ["+ methadone, + fentanyl, - cocaine", "+ bup only", "+ THC, + bup"]) + ".\n")
        d.w(pick(r, ["Take-homes: 2 bottles for {date:+1:wday} and {date:+2:wday}; lockbox checked.\n",
                     "No take-homes (positive UDS). Phase 1.\n", "Take-homes for {hol} approved by Dr. {doc:0:last}.\n"]))
        d.w(pick(r, ["Client works as {prof:a} at {employer}; requests early dosing (before 6:30).\n",
                     "Client drove; vehicle {plate} parked in client lot, reminded re driving after dose change.\n",
                     "Client's {rel:0} {fam:0} picks up when client at work.\n"]))
        for t in r.sample(BH_THEMES, 2):
            _bh_theme(d, c, r, t)
            d.add(" ")
        d.nl()
        d.w("Pharmacy on file for other meds: {pharm} {ph:p}. Naloxone kit given.\n")
        d.w("Counselor {doc:2:full} notified. Next physician review {date:+21:md}.\n")
        d.w("Guest dosing request from {town}, {st} clinic - faxed to {fax:s}.\n" if maybe(r, 0.4) else "")
        if maybe(r, 0.6):
            footer(d, c, r, ["audit"])
    elif layout == "intake":
        d.w("BEHAVIORAL HEALTH INTAKE\n{clinic:name}, {addr:c}\n\n")
        header(d, c, r, "kv", clinic_key="clinic")
        d.w("Emergency contact: {fam:0:full} ({rel:0}) {ph:f0}\n")
        d.w("Referred by: {odoc:full}, {pcp:name}\n")
        d.w(pick(r, ["{ssnlab}: {ssn}\n", "{ssnlab} on file: {ssn}\n", ""]))
        d.add("\nPresenting problem: ")
        for t in r.sample(BH_THEMES, 3):
            _bh_theme(d, c, r, t)
            d.add(" ")
        d.w("\n\nPsychosocial: born in {country}, came to {home} at age {anyage:4:19}. ")
        d.w(pick(r, ["Raised by {rel:1} {fam:1:full}. ", "Parents separated when client was {anyage:3:12}. "]))
        d.w("Education: finished %s at {school}. " % pick(r, ["grade 11", "high school", "2 yrs college"]))
        d.w("Work: {prof}, last at {employer}. ")
        d.w(pick(r, ["Legal: probation until {date:+300:my}, case {case}; PO {other:F:full}. ", "Legal: none. ",
                     "Legal: DUI {date:-400:y}, licence suspended. "]))
        d.w("Use hx: EtOH since age {anyage:12:17}, opioids since {date:-2000:y}. " + K.score(r, "audit") + ".\n")
        famhx(d, c, r)
        medlist(d, c, r, "bh", n=3)
        d.add("Risk: " + K.score(r, "cssrs") + ". " + K.trap(r) + ".\n")
        d.w("Disposition: IOP at {clinic:short} starting {date:+5:wdd}.\n")
        signature(d, c, r)
        contacts(d, c, r)
        if maybe(r, 0.5):
            footer(d, c, r, ["billing"])
    else:  # brief_session informal
        d.w(pick(r, ["{date:visit:md} ", "{date:visit:wdd} "]) + "sess #%d w/ {pt:first} " % r.randint(2, 30))
        d.w(pick(r, ["({pt:init}) ", "{pt:last} ", ""]))
        d.w("{age}{sx}. ")
        for t in r.sample(BH_THEMES, r.randint(3, 4)):
            _bh_theme(d, c, r, t)
            d.add(" ")
        d.add(pick(r, ["mood ok, ", "tearful, ", "irritable, "]) + K.score(r, "phq") + ". " + K.trap(r) + ". ")
        d.w(pick(r, ["next {date:+7:wday}. ", "f/u {date:+14:md}. "]))
        d.w(pick(r, ["msg to dr {doc:1:last} re meds. ", "cb {ph:pt} if cancels. ", "billing code 90837, acct {acct}. "]))
        d.w("- {doc:0:ini} {cred:0}\n")


# ====================================================================== 6. home visit / community paramedic
HV_LAYOUTS = ["cp_visit", "home_health", "ems_pcr", "brief_home"]

HV_FINDINGS = [
    "Pt sitting in recliner, SOB on exertion, 2+ pitting edema to knees; wt up 1.8 kg since {date:-7:wday}.",
    "Home O2 {devmodel:0} concentrator (serial {dev:0}) at 2 L, tubing cracked, replaced.",
    "Med rec: blister packs from {pharm} ({ph:p}) - 3 doses missed this wk.",
    "{rel:0} {fam:0} does meals; {rel:1} {fam:1} ({ph:f1}) manages finances.",
    "Fall risk: throw rugs in hallway, no grab bars; {score:tug}, {score:morse}.",
    "Wound R shin 3 x 2 cm, granulating, no odor; packed, dressing per protocol.",
    "INR by POC meter (SN {dev:1}) 2.6; warfarin unchanged.",
    "Pt lives on 2nd floor of {landmark}, elevator out since {date:-5:wday}.",
    "BG 212 on home meter; insulin pens stored in freezer door - re-educated.",
    "Smoke detector not working, referred to {agency:ems:name} for free install.",
    "Pt's car ({plate}) in driveway, pt still driving per {rel:0}; discussed.",
    "{fam:0}'s number on the fridge: {ph:f0}; {fam:1:first}'s truck parked out back.",
    "{pt:first}'s {rel:1} says {he} has been more forgetful since {hol}.",
    "Pt mentions {his} {rel:0} was {fprof:0:a} before retiring.",
]


def _hv_f(d, c, r, t):
    t = t.replace("{score:tug}", K.score(r, "tug")).replace("{score:morse}", K.score(r, "morse"))
    d.w(t)


def home_visit(d, c, r, layout):
    c.set_dev("0", "O2 concentrator")
    c.set_dev("1", "INR meter")
    c.add_fam(pick(r, ["daughter", "son", "wife", "husband", "neighbour"]), prof=True)
    c.add_fam(pick(r, ["son", "daughter-in-law", "niece", "friend", "grandmother"]))
    if layout == "cp_visit":
        d.w("{agency:home:name} - Community Paramedic Visit\n")
        d.w("Client: {pt:full}  DOB {date:dob}  Age {age}\n")
        d.w("Address: {addr:pt}\n")
        d.w(pick(r, ["Access: side door, key with {rel:0} next door at {street:f}.\n", "Directions: gravel lane past {landmark}, 2nd house on L.\n",
                     "Unit {room} of {landmark}, buzz 2.\n"]))
        d.w("Phone: {ph:pt}   Alt: {fam:0:full} ({rel:0}) {ph:f0}\n")
        d.w("Visit: {date:visit:wdd} %02d:%02d   Paramedic: {doc:0:full}, {cred:0}   Incident {inc}\n" % (r.randint(8, 17), r.randint(0, 59)))
        d.w("PCP: Dr. {odoc:last}, {pcp:name} (fax {fax:c})\n\n")
        d.w(pick(r, ["Reason: post-discharge check after {hosp} admit {range:-9:4}.\n", "Reason: CHF remote monitoring alert.\n",
                     "Reason: frequent 911 caller program, enrolled {date:-100:my}.\n"]))
        for t in r.sample(HV_FINDINGS, r.randint(3, 5)):
            _hv_f(d, c, r, t)
            d.nl()
        vitals(d, c, r, "slash")
        d.add("Assessment: " + "; ".join(K.exam(r)[:4]) + ". " + K.trap(r) + ".\n")
        d.w("Plan: " + pick(r, ["furosemide extra 40 mg x1 per Dr. {odoc:last} (phone order)", "wound care q2d by {agency:home:acr}",
                                "labs drawn, to {lab:name} (req {req})"]) + "; revisit {date:+3:wdd}.\n")
        d.w("Report faxed to {pcp:short} and {hosp:acr} care coordinator {doc:1:full}, {cred:1}.\n")
        contacts(d, c, r)
        if maybe(r, 0.5):
            footer(d, c, r, ["audit"])
    elif layout == "home_health":
        d.w("HOME HEALTH SKILLED NURSING VISIT\n{agency:home:name} | Ph {ph:s} | Fax {fax:s}\n\n")
        d.w("Patient: {pt:LFM}   MRN {mrn}   Episode {acct}\n")
        d.w("DOB: {date:dob}   Insurance: {ins} {member}\n")
        d.w("Address: {street}, {city}, {st} {zip}\n")
        d.w("Visit date: {date:visit}   Time in %02d:%02d  Time out %02d:%02d\n" % (r.randint(8, 12), r.randint(0, 59), r.randint(13, 16), r.randint(0, 59)))
        d.w("Clinician: {doc:0:fi}, {cred:0}\nOrdering MD: Dr. {doc:1:last}, NPI {npi:1}\n\n" if c.loc == "US" else
            "Clinician: {doc:0:fi}, {cred:0}\nOrdering MD: Dr. {doc:1:last}, {liclab} {lic:1}\n\n")
        vitals(d, c, r, "list")
        for t in r.sample(HV_FINDINGS, r.randint(3, 4)):
            _hv_f(d, c, r, t)
            d.nl()
        medlist(d, c, r, pick(r, ["gen", "cardiac"]), n=4)
        d.w("Caregiver: {rel:0} {fam:0:full}; teaching done, return demo OK.\n")
        d.w("Next visit {date:+2:wday}; recert due {date:+50}.\n")
        signature(d, c, r)
        if maybe(r, 0.7):
            footer(d, c, r, ["billing"])
    elif layout == "ems_pcr":
        d.w("PATIENT CARE REPORT  Incident # {inc}\n{agency:ems:name}  Unit M%d\n" % r.randint(2, 19))
        hh, mm = r.randint(0, 22), r.randint(0, 40)
        d.w("Date {date:visit}  Dispatch %02d:%02d  On scene %02d:%02d\n" % (hh, mm, hh, mm + r.randint(5, 18)))
        d.w("Location: {street}, {city} {st}\n")
        d.w(pick(r, ["Pt: {pt:LF}, {age} {sx}, DOB {date:dob}\n\n", "Pt: {pt:full}, aged {age:w}, DOB {date:dob}\n\n"]))
        d.w(pick(r, ["Called by {rel:0} {fam:0} for pt found on floor, unknown down time. ",
                     "Pt found seated in own vehicle ({plate}) in lot of {landmark}, confused. ",
                     "911 call by neighbour {other:F:full} for SOB. "]))
        d.add("GCS 14 (E4V4M6). " + K.vitals(r, c.loc, c.kid, "line", c.age_n) + ". BGL %d. " % r.randint(38, 320))
        d.add("12-lead: sinus, no STE. " + K.trap(r) + ". ")
        d.w(pick(r, ["Pt hx from {rel:0}: CHF, AFib. ", "Meds per blister pack from {pharm:name}. ", "Med list on fridge. "]))
        d.add("\nTx: " + pick(r, ["O2 4 L NC, NS TKO, 12-lead", "D10 125 mL IV, BGL recheck 142", "ASA 324 mg, NTG 0.4 SL x1"]) + ".\n")
        d.w("Transport to {hosp:name}, report to RN {xdoc:first}, bed {bed}.\n")
        d.w(pick(r, ["Belongings: wallet w/ DL {dl}, phone, keys - to {rel:0} {fam:0}.\n", "Belongings: med bag, {devkind:0}, glasses; handed to ED RN.\n",
                     "Pt's vehicle {plate} left at scene, {rel:0} notified at {ph:f0}.\n"]))
        d.w("Crew: {doc:0:full} {cred:0}, {doc:2:full} ({cred:2}). Home secured; keys to {rel:0}.\n")
        d.w("Receiving: {hosp:acr}, MRN assigned {mrn}, enc {enc}.\n")
        if maybe(r, 0.5):
            footer(d, c, r, ["audit"])
    else:  # brief_home
        d.w(pick(r, ["{date:visit:md} ", "{date:visit:wdd} "]) + "home visit ")
        d.w(pick(r, ["{pt:full} ", "{ttl} {pt:last} ", "{pt:lc} "]))
        d.w("{age}yo @ {street}, {city}. ")
        for t in r.sample(HV_FINDINGS, r.randint(3, 4)):
            _hv_f(d, c, r, t)
            d.add(" ")
        d.add(K.vitals(r, c.loc, c.kid, "line", c.age_n) + ". ")
        d.w(pick(r, ["{rel:0} {fam:0} present. ", "alone today. "]))
        d.w("next {date:+7:wday}. pcp {pcp:short} {ph:c}. - {doc:0:fi} {cred:0}\n")
