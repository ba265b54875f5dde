"""Genres 3-4: telephone triage / refill calls; specialty clinic follow-ups with lab trends."""
import clinical as K
from blocks import (pick, maybe, header, letterhead, signature, social, famhx, medlist, allergies,
                    vitals, pharmacy_line, followup, portal_log, prior_encounters, contacts, footer)

# ====================================================================== 3. telephone
TEL_LAYOUTS = ["call_log", "refill", "portal_msg", "nurse_line"]

TEL_SX = [
    ("chest tightness on exertion", "Schmitt-Thompson chest pain protocol -> ED now; pt declined 911, {rel:0} driving to {hosp:name}"),
    ("fever 102 x 2 d, sore throat", "home care advice, appt offered {date:+1:wdd} at the clinic"),
    ("burning with urination", "per standing order UA dropped at {lab:name}, culture pending"),
    ("BP 178/102 on home cuff", "recheck in 15 min -> 162/96, no sx; same-day appt with {doc:0:last}"),
    ("rash after new abx", "stop cephalexin, cetirizine 10 mg, call back if lip swelling"),
    ("low sugars 50s overnight", "reduce glargine from 24 to 20 units, notify Dr. {doc:0:last}"),
    ("worsening SOB, ankles swollen", "wt up 2 kg in 3 d, furosemide 40 extra x 1, appt tomorrow"),
    ("ran out of inhaler", "albuterol refilled, ACT reviewed"),
    ("vomiting x 1 d, can keep sips down", "ORS, ondansetron 4 mg ODT called in, ED if no urine x 8 h"),
    ("fall at home, no head strike", "Morse fall risk reviewed, home care referral to {agency:home:name}"),
]


def _tel_caller(d, c, r):
    d.w(pick(r, ["Caller: {pt:full} (self)", "Caller: {rel:0} {fam:0:full}", "call from pt's {rel:0} {fam:0}",
                 "Caller - {fam:0:full}, {rel:0}, on DPOA", "Incoming call from {pt:first}"]))


def telephone(d, c, r, layout):
    c.add_fam(pick(r, ["wife", "husband", "daughter", "son", "mother", "partner"]))
    c.add_fam(pick(r, ["daughter", "neighbour", "friend", "sister"]))
    sx, disp = pick(r, TEL_SX)
    if layout == "call_log":
        d.w("TELEPHONE ENCOUNTER - {clinic:name}\n")
        d.w("Pt: {pt:LF}  DOB {date:dob}  MRN {mrn}\n")
        d.w("Date: {date:visit:wdd} %02d:%02d   Taken by: {doc:1:full}, {cred:1}\n" % (r.randint(8, 17), r.randint(0, 59)))
        _tel_caller(d, c, r)
        d.w(pick(r, [", call-back {ph:f0}\n", ", cb # {ph:pt}\n", " - best # {ph:pt2}\n"]))
        d.nl()
        d.w("Reason: " + sx + ". ")
        d.w(pick(r, ["Onset {date:-2:wday}. ", "Started around {date:-3:mon}. ", "Since the weekend. "]))
        d.w(pick(r, ["Pt is {age} yo, ", "{age}yo, ", "age {age}, "]))
        d.add(pick(r, ["hx DM2/HTN. ", "hx AFib on apixaban. ", "hx asthma. ", "no major hx. "]) + K.trap(r) + ".\n")
        d.w("Disposition: " + disp + ".\n")
        d.w(pick(r, ["Advised {rel:0} to call 911 if worse. ", "Pt verbalized understanding. ", "Read-back done. "]))
        d.w("Routed to Dr. {doc:0:last}.\n\n")
        d.w("%02d:%02d addendum {doc:0:fi}, {cred:0}: agree. " % (r.randint(12, 18), r.randint(0, 59)))
        d.w(pick(r, ["Called pt back at {ph:pt}, LVM. ", "Spoke w/ {fam:0}, plan confirmed. ", "Appt {date:+2:wdd} with NP {doc:2:last}. "]))
        d.w(pick(r, ["Labs to {lab:name}, req {req}.\n", "Rx to {pharm} ({ph:p}).\n", "\n"]))
        d.w(pick(r, ["2nd call {date:+1:md}: {rel:1} {fam:1} says pt better.\n", "Follow-up call {date:+1:wday} - no answer at {ph:pt}.\n", ""]))
        if maybe(r, 0.5):
            prior_encounters(d, c, r, 2)
        if maybe(r, 0.6):
            footer(d, c, r, ["audit"])
    elif layout == "refill":
        d.w("REFILL REQUEST\n{clinic:name} / fax {fax:c}\n\n")
        d.w("Patient: {pt:lfm}\nDOB: {date:dob}\nMRN: {mrn}\nPhone: {ph:pt}\n")
        d.w("Pharmacy: {pharm} - {street:p}, {city:p}, {st:p}\nPh {ph:p}  Fax {fax:p}\n")
        if maybe(r, 0.6):
            d.w("Pharmacist: {xdoc:full}, {pcred}\n".replace("{pcred}", pick(r, ["RPh", "PharmD"])))
        ms = K.meds(r, pick(r, ["gen", "cardiac", "endo", "bh"]), r.randint(2, 3))
        for j, m in enumerate(ms):
            d.w("Rx #{rx:%d}  %s  #90 x 3 refills  last fill {date:-%d:md}\n" % (j, m, r.randint(25, 95)))
        d.w("Insurance: {ins:name}  BIN/PCN on file  Member {member}\n")
        if maybe(r, 0.6):
            d.w("Prior auth needed for %s - PA # {pa}, submitted {date:visit:md}, decision by {date:+3:wdd}.\n" % pick(r, ["semaglutide", "adalimumab", "tiotropium", "apixaban"]))
        d.w("Last OV {date:-120:md} with Dr. {doc:0:last}; next due {date:+30:my}.\n")
        d.w("Labs: " + K.labs(r, pick(r, ["renal", "dm", "thyroid", "liver"]), 3) + " ({date:-60:md})\n")
        d.w(pick(r, ["Approved x 90 d - {doc:0:ini}\n" if c.loc == "CA" else "Approved x 30 d (C-II, DEA {dea:0}) - {doc:0:ini}\n", "OK to refill x1, needs appt - {doc:0:fi} {cred:0}\n",
                     "Denied - overdue for labs; pt notified at {ph:pt} by {doc:1:first}\n"]))
        if maybe(r, 0.5):
            footer(d, c, r, ["audit"])
        d.w(pick(r, ["Request rec'd via fax from {fax:p} on {date:visit:wdd}.\n", "Request via portal msg, user {user:pt}.\n", ""]))
    elif layout == "portal_msg":
        d.w("Secure message thread - {clinic:name} patient portal ({url:c})\n")
        d.w("Patient: {pt:full} | MRN {mrn} | DOB {date:dob}\n\n")
        d.w("[{date:-1:iso} %02d:%02d] From {pt:first} ({user:pt}):\n" % (r.randint(6, 23), r.randint(0, 59)))
        d.w(pick(r, ["hi dr {doc:0:last}, ", "Hello, ", "hey its {pt:first} again, "]))
        d.w(sx + " " + pick(r, ["since {date:-3:wday}. ", "for a few days. ", "since we got back from {country}. "]))
        d.w(pick(r, ["my {rel:0} {fam:0} thinks I should come in. ", "can u call me at {ph:pt2}? ", "i'm at work at {employer} til 5. "]))
        d.w(pick(r, ["also need refill on my meds at {pharm:short}. thanks\n", "thx, {pt:first}\n", "sent from {email:pt}\n"]))
        d.w("\n[{date:visit:iso} %02d:%02d] Reply from {doc:1:full}, {cred:1}:\n" % (r.randint(8, 16), r.randint(0, 59)))
        d.w("Hi {pt:first}, Dr. {doc:0:last} reviewed. " + disp + ". " + pick(r, ["Call us at {ph:c} with questions.", "Please book via {url:c}."]) + "\n\n")
        portal_log(d, c, r, r.randint(2, 4))
        d.w(pick(r, ["Msg id {order:0}\n", "", "Thread closed {date:+1:md} by {doc:1:ini}\n"]))
    else:  # nurse_line, informal
        d.w("{date:visit:md} " + "%02d%02d" % (r.randint(7, 22), r.randint(0, 59)) + " nurse line\n")
        d.w(pick(r, ["{pt:full} ", "{pt:lc} ", "pt {pt:init} ", "{ttl} {pt:last} "]))
        d.w(pick(r, ["{age}{sx} ", "{age}yo ", "{age} y/o "]))
        d.w("mrn {mrn} ")
        d.w(pick(r, ["called re ", "calling about ", "c/o "]) + sx + ". ")
        d.w(pick(r, ["{rel:0} {fam:0} on line too. ", "pt at {employer}, on break. ", "pt staying at {rel:1}'s in {town} this wk. "]))
        d.add(K.trap(r) + ". ")
        d.w("disp: " + disp + ". ")
        d.w(pick(r, ["cb {ph:pt}. ", "cb {ph:pt2} after %d. " % r.randint(3, 6), "cb # {ph:f0} ({fam:0}). "]))
        d.w(pick(r, ["pcp {doc:0:last} notified via inbasket. ", "fyi dr {doc:0:last}. "]))
        d.w(pick(r, ["appt {date:+1:wdd} w/ {doc:2:fi}. ", "", "pharm {pharm:short} {ph:p}. "]))
        d.w("- {doc:1:first} {cred:1}\n")
        if maybe(r, 0.6):
            d.w("\n{date:+1:md} f/u call: " + pick(r, ["better, cancelled appt. ", "no answer, VM left at {ph:pt}. ", "pt went to {uc:name} overnight, records requested fax {fax:c}. "]) + "- {doc:1:ini}\n")


# ====================================================================== 4. specialty follow-up
SPEC_LAYOUTS = ["trend_note", "consult_letter", "table"]

SPECIALTIES = {
    "cardiology": {"labs": ["inr", "cardiac", "renal"], "meds": "cardiac", "trend": [("INR", "%.1f", 1.4, 3.8), ("BNP", "%d", 90, 1900), ("Cr", "%.2f", 0.8, 2.1), ("K", "%.1f", 3.4, 5.4)],
                   "dev": ["pacemaker", "ICD", "loop recorder", "home BP cuff"], "scores": ["nyha", "ef", "chads"],
                   "dx": ["HFrEF", "paroxysmal AFib", "CAD s/p PCI", "WPW s/p ablation", "HTN"],
                   "proc": "echo", "stuff": ["Holter 48 h: 3% PVC burden", "ECG: sinus 68, QTc 438", "echo: LVEF 40%, mild MR",
                                             "stress test: no ischemia, Bruce protocol 8 min"]},
    "endocrine": {"labs": ["dm", "thyroid"], "meds": "endo", "trend": [("A1c", "%.1f%%", 6.4, 11.2), ("TSH", "%.2f", 0.1, 8.5), ("eGFR", "%d", 45, 100), ("LDL", "%d", 55, 160)],
                  "dev": ["insulin pump", "CGM transmitter", "glucometer"], "scores": ["bristol"],
                  "dx": ["T1DM on pump", "T2DM", "Graves' disease", "Hashimoto's", "adrenal insufficiency"],
                  "proc": "thyroid US", "stuff": ["CGM TIR 62%, TBR 3%, GMI 7.3%", "thyroid US: 1.2 cm TR3 nodule",
                                                  "foot exam: monofilament intact", "DEXA T-score -2.1"]},
    "GI": {"labs": ["gi", "liver", "cbc"], "meds": "gi", "trend": [("calprotectin", "%d", 40, 1300), ("Hgb", "%.1f", 8.8, 14.2), ("ALT", "%d", 14, 160), ("CRP", "%.1f", 0.5, 48)],
           "dev": ["feeding pump"], "scores": ["hbi", "bristol"],
           "dx": ["Crohn's disease (ileocolonic)", "UC, left-sided", "Barrett's esophagus", "NAFLD", "celiac disease"],
           "proc": "colonoscopy", "stuff": ["colonoscopy: Mayo endoscopic score 1", "MRE: 10 cm TI thickening",
                                            "EGD: LA grade B esophagitis", "FibroScan 8.2 kPa"]},
    "pulmonary": {"labs": ["pulm", "cbc"], "meds": "pulm", "trend": [("FEV1", "%.2f L", 0.9, 3.2), ("FEV1/FVC", "%d%%", 40, 78), ("DLCO", "%d%%", 38, 92), ("6MWD", "%d m", 160, 480)],
                  "dev": ["CPAP", "O2 concentrator", "neb machine"], "scores": ["mmrc", "cat", "ess", "ahi"],
                  "dx": ["COPD GOLD 3", "moderate persistent asthma", "OSA on CPAP", "sarcoidosis", "ILD (UIP pattern)"],
                  "proc": "PFTs", "stuff": ["CT chest: stable 6 mm RUL nodule", "CPAP download: 92% use >4 h, residual AHI 3",
                                            "ABG 7.38/48/68", "sputum AFB x3 neg"]},
    "rheumatology": {"labs": ["inflam", "rheum", "liver"], "meds": "rheum", "trend": [("ESR", "%d", 6, 80), ("CRP", "%.1f", 0.4, 55), ("ALT", "%d", 12, 90), ("WBC", "%.1f", 3.1, 11.0)],
                     "dev": ["glucometer"], "scores": ["das", "haq"],
                     "dx": ["seropositive RA", "PMR", "gout", "SLE", "psoriatic arthritis", "Sjogren's"],
                     "proc": "hand XR", "stuff": ["hand XR: periarticular erosions MCP2-3", "eye exam for HCQ: normal",
                                                  "joint count: 4 tender / 2 swollen", "Schirmer test 3 mm"]},
}


SP_TITLE = {"cardiology": "Cardiology", "endocrine": "Endocrinology", "GI": "Gastroenterology",
            "pulmonary": "Pulmonary Medicine", "rheumatology": "Rheumatology"}


def _trend_line(d, c, r, spec, n):
    name, fmt, lo, hi = spec
    d.add(name + " ")
    offs = sorted(r.sample(range(30, 420), n - 1), reverse=True)
    for j, o in enumerate(offs):
        v = fmt % (r.randint(int(lo), int(hi)) if "%d" in fmt else r.uniform(lo, hi))
        d.w(v + " ({date:=-%d:%s})" % (o, pick(r, ["md", "md", "mon", "iso"] if c.loc == "CA" else ["md", "md", "mdy", "mon"])))
        d.add(pick(r, [" -> ", ", ", " > "]))
    v = fmt % (r.randint(int(lo), int(hi)) if "%d" in fmt else r.uniform(lo, hi))
    d.w(v + pick(r, [" (today)", " ({date:visit:md})", " (current)"]))
    d.nl()


def _trend_table(d, c, r, specs, n):
    d.add("Date        | " + " | ".join(s[0] for s in specs) + "\n")
    offs = sorted(r.sample(range(20, 600), n), reverse=True)
    for o in offs:
        d.w("{date:=-%d:%s}" % (o, "iso" if c.loc == "CA" or maybe(r, 0.3) else "mdY0"))
        for name, fmt, lo, hi in specs:
            d.add(" | " + (fmt % (r.randint(int(lo), int(hi)) if "%d" in fmt else r.uniform(lo, hi))))
        d.nl()


def specialty(d, c, r, layout):
    sp_name = pick(r, list(SPECIALTIES))
    sp = SPECIALTIES[sp_name]
    c.clinic_kind = "spec"
    patmap = {"cardiology": ["{s} Cardiology Associates", "{s} Heart & Vascular"], "endocrine": ["{s} Endocrinology", "{s} Diabetes Centre"],
              "GI": ["{s} Digestive Health", "{s} GI Associates"], "pulmonary": ["{s} Pulmonary & Sleep", "{s} Lung Clinic"],
              "rheumatology": ["{s} Rheumatology Clinic", "{s} Arthritis Centre"]}
    c.spec_pats = patmap[sp_name]
    c.set_dev("0", pick(r, sp["dev"]))
    c.add_fam(pick(r, ["wife", "husband", "daughter", "son", "partner"]), prof=maybe(r, 0.5))
    dx = pick(r, sp["dx"])
    trend = r.sample(sp["trend"], r.randint(2, 4))
    if layout == "trend_note":
        d.w("{specc:name} - %s follow-up\n" % SP_TITLE[sp_name])
        header(d, c, r, pick(r, ["kv", "line", "kv2"]), clinic_key="specc")
        d.w("Referring: Dr. {odoc:full}, {pcp:name} (fax {fax:s})\n\n")
        d.w(pick(r, ["{pt:first} is a {age} yo {sexw} ", "{ttl} {pt:last} ({age}{sx}) ", "{age}-year-old {sexw} "]))
        d.w("with %s, last seen here {date:-120:md}. " % dx)
        d.w(pick(r, ["Accompanied by {rel:0} {fam:0}. ", "Came alone, {rel:0} {fam:0} on speaker. ", "Works as {prof:a}, reduced hours. "]))
        d.w(pick(r, ["Hospitalized at {hosp} {range:-60:4} (%s). " % pick(r, ["flare", "ADHF", "DKA", "exacerbation"]),
                     "No ED visits since {date:-200:my}. ", "Missed {date:-30:mon} appt due to travel to {country}. "]))
        d.add(pick(r, sp["stuff"]) + ".\n\n")
        d.add("Trends:\n")
        for s in trend:
            _trend_line(d, c, r, s, r.randint(3, 5))
        d.add(K.score(r, pick(r, sp["scores"])) + "; " + K.labs(r, pick(r, sp["labs"]), 3) + "\n")
        if sp["dev"][0] not in ("glucometer",) or maybe(r, 0.5):
            d.w("Device: {devmodel:0} {devkind:0}, {devlab:0} {dev:0}" + pick(r, [", interrogated today, normal function.\n", ", download reviewed.\n", ".\n"]))
        d.nl()
        vitals(d, c, r, "line")
        medlist(d, c, r, sp["meds"], n=r.randint(3, 5))
        d.add("\nImpression: " + dx + ", " + pick(r, ["improving", "stable", "suboptimally controlled", "in flare"]) + ". " + K.trap(r) + ".\n")
        d.w("Plan: " + pick(r, ["labs q3mo via {lab:name}", "repeat %s in 6 mo" % sp["proc"], "titrate meds as above"]) +
            "; order {order:0}. ")
        followup(d, c, r)
        d.w("cc: Dr. {odoc:last}, {pcp:name}\n")
        signature(d, c, r)
        if maybe(r, 0.5):
            prior_encounters(d, c, r)
        footer(d, c, r)
    elif layout == "consult_letter":
        letterhead(d, c, r, "specc", "s")
        d.w("{date:visit:long}\n\n")
        d.w("Dr. {odoc:full}\n{pcp:name}\n{addr:c:nl}\nFax: {fax:c}\n\n")
        d.w("RE: {pt:full}   DOB {date:dob}   MRN {mrn}\n")
        if c.loc == "CA":
            d.w("{hcnlab} {hcn}\n")
        d.w("\nDear Dr. {odoc:last},\n\n")
        d.w("Thank you for asking me to see {pt:first} again in follow-up of %s. " % dx)
        d.w(pick(r, ["{He} is now {age} and ", "At {age} {he} ", "Now aged {age:w}, {he} "]) + pick(r, ["remains active, working as {prof:a}. ", "lives with {his} {rel:0} {fam:0} in {city}. "]))
        d.add(pick(r, sp["stuff"]) + ". " + K.score(r, pick(r, sp["scores"])) + ".\n\n")
        d.add("Recent results:\n")
        for s in trend:
            d.add("  ")
            _trend_line(d, c, r, s, r.randint(3, 4))
        d.add("\nCurrent medications: " + "; ".join(K.meds(r, sp["meds"], 4)) + ".\n\n")
        d.w(pick(r, ["{His} {devkind:0} ({devlab:0} {dev:0}) was checked on {date:-3:wdd} and is functioning normally. ",
                     "I reviewed the {devkind:0} download (serial {dev:0}). "]))
        d.w("My plan is %s. " % pick(r, ["to continue current therapy", "to escalate therapy", "a repeat %s" % sp["proc"]]))
        d.w(pick(r, ["Bloodwork at {lab:name} in 3 months (requisition {req}). ", "Prior authorization # {pa} with {ins:name} is in process. "]))
        d.w("I will see {pt:first} again on {date:+90:long}.\n\n")
        d.w("Sincerely,\n\n{doc:0:full}, {cred:0}\n%s\n" % SP_TITLE[sp_name])
        d.w("{liclab} {lic:0}\n" if c.loc == "CA" else "NPI {npi:0}\n")
        d.w("cc: {pt:full}, {addr:pt}\n")
    else:  # table
        d.w("{specc:acr} %s clinic   {date:visit}\n" % sp_name)
        d.w("{pt:LFM}  MRN {mrn}  {age}{sx}  Acct {acct}\n")
        d.w("Dx: %s. PCP {odoc:fi} ({pcp:short}). Ins {ins:acr} {member}.\n\n" % dx)
        _trend_table(d, c, r, trend, r.randint(4, 7))
        d.nl()
        d.add(pick(r, sp["stuff"]) + ". " + K.score(r, pick(r, sp["scores"])) + ".\n")
        d.w("{devkind:0} SN {dev:0}. ")
        d.add("Meds: " + ", ".join(K.meds(r, sp["meds"], 3)) + ".\n")
        d.w(pick(r, ["{rel:0} {fam:0} present, asks re travel to {country} {date:+60:month}. ",
                     "pt drove in from {town}, {st}. ", "pt {prof}, off work since {date:-20:md}. "]))
        d.add(K.trap(r) + ". ")
        followup(d, c, r)
        d.w(pick(r, ["- {doc:0:fi} {cred:0}\n", "{doc:0:ini}/{doc:2:ini}\n", "-- {doc:0:full}\n"]))
        if maybe(r, 0.5):
            footer(d, c, r)
