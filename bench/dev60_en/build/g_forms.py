"""Genre 5: referral, transfer and prior-authorization forms rendered as field: value text."""
import pools as P
import values as V
from common import (comment_sentences, problems, meds, licence_label, nid_label, hcard_label, mrn_label, times,
                    NEG_SENTENCES)
from common import occupation
from markup import m, ljust

GENRE = "referral_transfer_auth_form"


def kv(pairs, w=26, indent=""):
    return [indent + ljust(k + ":", w) + v for k, v in pairs]


def patient_block(c, w=26):
    r = c.r
    pairs = [("Patient name", c.P(r.choice(["Last, First M", "First Last", "LAST, FIRST", "First Middle Last"]))),
             ("Date of birth", "%s   Age: %s   Sex: %s" % (c.dob_s(), m("AGE", str(c.age)), c.sexw())),
             (mrn_label(c), m("MRN", c.mrn)),
             ("Address", c.addr.lines(abbr=r.random() < 0.6)),
             ("Home / mobile", "%s / %s" % (m("PHONE", c.phone), m("PHONE", c.mobile))),
             ("Email", m("EMAIL", c.email))]
    if nid_label(c) and c.age >= 16 and r.random() < 0.7:
        pairs.append((nid_label(c), m("SSN", c.nid)))
    pairs.append((hcard_label(c), m("HEALTHPLAN", c.hcard)))
    if r.random() < 0.6:
        pairs.append(("Occupation / employer", "%s, %s" % (occupation(c), m("ORGANIZATION", c.employer))))
    pairs.append(("Interpreter", r.choice(["No", "Yes - Portuguese", "Yes - Vietnamese", "Yes - Arabic", "No"])))
    pairs.append(("Next of kin", "%s (%s), %s" % (c.F(0), c.rels[0], m("PHONE", c.fam_phone[0]))))
    return kv(pairs, w)


def provider_block(c, s, site, label, w=26, fax=True):
    r = c.r
    a = V.Address(r, c.loc)
    pairs = [(label, "%s, %s" % (c.S(s, r.choice(["First Last", "First M. Last", "Last, First"])), c.deg(s))),
             ("Practice / facility", m("HOSPITAL", site)),
             ("Address", a.lines()),
             ("Phone", c.ph(ext=r.random() < 0.4))]
    if fax:
        pairs.append(("Fax", c.fx()))
    pairs.append((licence_label(c) + (" / DEA" if c.loc == "US" and r.random() < 0.5 else ""),
                  m("LICENSE", c.lic(s)) + ((" / " + m("LICENSE", V.dea(r, s.last))) if c.loc == "US" and r.random() < 0.5 else "")))
    if r.random() < 0.5:
        pairs.append(("Contact email", m("EMAIL", V.email(r, s, "staff"))))
    return kv(pairs, w)


def referral(c):
    r = c.r
    d = c.day(0)
    ref, to = c.next_staff(), c.next_staff()
    L = [r.choice(["SPECIALIST REFERRAL", "e-REFERRAL REQUEST", "REFERRAL FOR SPECIALIST OPINION"]) + "   Ref no: " + m("IDNUM", V.idnum(r, "RF")),
         "Date of referral: %s     Urgency: %s" % (c.D(d), r.choice(["Routine", "Urgent", "2-week wait (suspected cancer)", "Semi-urgent (category 2)"])), ""]
    L.append("-- PATIENT --")
    L += patient_block(c)
    L.append("")
    L.append("-- REFERRER --")
    L += provider_block(c, ref, c.clinic, "Referring clinician")
    L.append("")
    L.append("-- REFER TO --")
    L += kv([("Service", r.choice(["Cardiology", "Respiratory", "Rheumatology", "Neurology", "Gastroenterology", "Urology"])),
             ("Named clinician", "Dr %s" % c.S(to, r.choice(["Last", "F. Last", "First Last"]))),
             ("Hospital", m("HOSPITAL", c.hosp))])
    L.append("")
    L.append("-- CLINICAL --")
    probs = problems(c, 3)
    L += kv([("Reason for referral", "%s; %s" % (probs[0][2], r.choice(["worsening despite treatment", "?cause", "for specialist review and management plan"]))),
             ("ICD-10", ", ".join(p[0] for p in probs)),
             ("History", "%s %s with %s since %s. %s" % (c.age_s(r.choice(["{a}-year-old", "{a} yo", "{a}yo"])), c.sexw(), probs[0][2].lower(), c.D(c.day(-r.randint(30, 300)), r.choice(["Month y", "Mon y", c.dstyle])), r.choice(NEG_SENTENCES))),
             ("Medications", "; ".join("%s %s %s" % (a, b, dd) for a, b, _, dd in meds(c, 4))),
             ("Allergies", r.choice(["NKDA", "Penicillin - rash", "Codeine - vomiting"])),
             ("Investigations", "ECG %s sinus rhythm; bloods %s (eGFR 58, HbA1c 7.2%%)" % (c.D(c.day(-r.randint(3, 30))), c.D(c.day(-r.randint(3, 30))))),
             ("Previous specialist", "%s at %s, last seen %s" % (c.S(c.next_staff(), "F. Last"), m("HOSPITAL", c.hosp2), c.D(c.day(-r.randint(200, 900)), "Mon y")))])
    L.append("")
    L.append("-- SOCIAL --")
    for s in comment_sentences(c, 2):
        L.append("  " + s)
    L.append("")
    L.append("Signed: %s   %s   Sent via %s" % (c.S(ref, "F. Last"), c.D(d), m("URL", V.url(r, "referrals"))))
    return "\n".join(L)


def transfer(c):
    r = c.r
    d = c.day(0)
    snd, acc = c.next_staff(), c.next_staff()
    L = ["INTER-FACILITY TRANSFER FORM", "Transfer ID: %s     Date: %s   Time requested: %s" % (m("IDNUM", V.idnum(r, "TX")), c.D(d), times(r)), ""]
    L.append("[PATIENT]")
    L += patient_block(c, 24)
    L.append("")
    L.append("[SENDING]")
    L += kv([("Facility", m("HOSPITAL", c.hosp)), ("Unit / bed", "%s, bed %s" % (m("HOSPITAL", c.ward), m("LOCATION_OTHER", "%d%s" % (r.randint(1, 40), r.choice(["", "A", "B"]))))),
             ("Sending physician", "%s, %s  pager %s" % (c.S(snd, "First Last"), c.deg(snd), m("PHONE", V.pager(r, c.loc)))),
             ("Nurse report given by", "%s to %s at %s" % (c.S(c.next_staff(), "First Last"), c.S(c.next_staff(), "First Last"), times(r))),
             ("Unit phone", c.ph(ext=True))], 24)
    L.append("")
    L.append("[RECEIVING]")
    L += kv([("Facility", m("HOSPITAL", c.hosp2)), ("Accepting physician", "Dr %s (%s)" % (c.S(acc, r.choice(["First Last", "Last"])), r.choice(["Cardiology", "ICU", "Neurosurgery", "Vascular"]))),
             ("Accepted", "%s %s" % (c.D(d), times(r))), ("Bed assigned", "%s, %s %s" % (m("HOSPITAL", r.choice(P.WARDS)), r.choice(["room", "bay", "bed"]), m("LOCATION_OTHER", "%d%02d" % (r.randint(1, 9), r.randint(1, 40))))),
             ("Receiving address", V.Address(r, c.loc).lines())], 24)
    L.append("")
    L.append("[CLINICAL]")
    p = problems(c, 2)
    L += kv([("Diagnosis", "%s (%s); %s (%s)" % (p[0][2], p[0][0], p[1][2], p[1][0])),
             ("Reason for transfer", r.choice(["PCI not available on site", "neurosurgical review", "higher level of care", "repatriation to home hospital"])),
             ("Vitals at departure", "BP %d/%d, HR %d, SpO2 %d%% on 2L, GCS 15" % (r.randint(90, 160), r.randint(50, 95), r.randint(55, 120), r.randint(90, 99))),
             ("Lines / devices", r.choice(["PIV x2, Foley catheter", "R IJ CVC, arterial line", "PICC (Hickman not in situ)", "PIV x1"])),
             ("Infusions", r.choice(["heparin 25,000 units/250 mL at 12 mL/h", "none", "noradrenaline 4 mg/50 mL at 5 mL/h"])),
             ("Isolation", r.choice(["none", "contact (MRSA)", "droplet"])),
             ("Code status", r.choice(["Full code", "DNACPR in place", "Not for intubation"]))], 24)
    L.append("")
    L.append("[TRANSPORT]")
    L += kv([("Provider", m("ORGANIZATION", r.choice(["Ostrander County EMS", "Borsetshire Patient Transport", "Coral Coast Air Ambulance", "Laurentide Paramedic Services"]))),
             ("Vehicle", "%s, registration %s" % (r.choice(["ALS ambulance", "BLS ambulance", "fixed-wing"]), m("VEHICLE", V.plate(r, c.loc)))),
             ("Crew", "%s, %s" % (c.S(c.next_staff(), "First Last"), c.S(c.next_staff(), "F. Last"))),
             ("Incident no", m("IDNUM", V.idnum(r, "INC")))], 24)
    L.append("")
    L.append("Family notified: %s (%s) on %s, %s" % (c.F(0), c.rels[0], m("PHONE", c.fam_phone[0]), c.D(d)))
    L.append("Signed %s, %s  %s" % (c.S(snd, "First Last"), c.deg(snd), c.D(d)))
    return "\n".join(L)


def prior_auth(c):
    r = c.r
    d = c.day(0)
    ordering = c.next_staff()
    L = ["PRIOR AUTHORIZATION REQUEST - %s" % m("ORGANIZATION", c.insurer),
         "Submitted %s %s via %s   Tracking #%s" % (c.D(d), times(r), m("URL", V.url(r, "auth")), m("IDNUM", V.idnum(r, "PA"))), ""]
    L.append("MEMBER INFORMATION")
    L += kv([("Member name", c.P(r.choice(["LAST, FIRST M", "First Last"]))), ("Member ID", m("HEALTHPLAN", c.member)), ("Group number", m("HEALTHPLAN", c.group)),
             ("Subscriber", "%s (%s)" % (r.choice([c.P("First Last"), c.F(0)]), r.choice(["self", "spouse", "parent"]))),
             ("DOB", c.dob_s()), ("Phone", m("PHONE", c.phone)), ("Address", c.addr.lines())], 22, "  ")
    if c.loc == "US" and r.random() < 0.5:
        L.append("  " + ljust("Secondary", 22) + "Medicare MBI %s" % m("HEALTHPLAN", c.hcard))
    L.append("")
    L.append("REQUESTING PROVIDER")
    L += [("  " + x) for x in provider_block(c, ordering, c.clinic, "Ordering provider", 22)]
    L += kv([("Office contact", "%s, %s" % (c.S(c.next_staff(), "First Last"), c.ph(ext=True)))], 22, "  ")
    L.append("")
    L.append("SERVICE REQUESTED")
    svc = r.choice([("70553", "MRI brain w/o and with contrast"), ("27447", "Total knee arthroplasty"), ("95251", "CGM interpretation"),
                    ("J0897", "denosumab 60 mg injection"), ("E0601", "CPAP device"), ("97110", "Physical therapy x12 visits")])
    p = problems(c, 2)
    L += kv([("CPT/HCPCS", "%s - %s" % svc), ("ICD-10", "%s %s; %s %s" % (p[0][0], p[0][2], p[1][0], p[1][2])),
             ("Place of service", "%s (%s)" % (m("HOSPITAL", r.choice([c.hosp, c.clinic])), r.choice(["22 - outpatient hospital", "11 - office", "21 - inpatient"]))),
             ("Requested dates", "%s to %s" % (c.D(c.day(r.randint(3, 10))), c.D(c.day(r.randint(30, 90))))),
             ("Units", str(r.randint(1, 12)))], 22, "  ")
    L.append("")
    L.append("CLINICAL SUMMARY")
    L.append("  %s %s, %s. Failed conservative therapy since %s (%s). %s" % (c.age_s(r.choice(["{a} yo", "{a}-year-old", "{a} y/o"])), c.sexw(), p[0][2].lower(),
                                                                           c.D(c.day(-r.randint(60, 400)), "Month y"), r.choice(["NSAIDs, PT x6 weeks", "metformin, lifestyle", "oral bisphosphonate intolerance"]), r.choice(NEG_SENTENCES)))
    L.append("")
    L.append("DETERMINATION")
    rev = c.next_staff()
    L += kv([("Status", r.choice(["APPROVED", "PENDED - additional info", "APPROVED (modified)", "DENIED - not medically necessary"])),
             ("Authorization #", m("IDNUM", V.idnum(r, "AUTH"))), ("Valid", "%s - %s" % (c.D(c.day(r.randint(1, 5))), c.D(c.day(r.randint(60, 120))))),
             ("Reviewer", "%s, %s (%s)" % (c.S(rev, "First Last"), r.choice(["RN", "MD"]), r.choice(["UM nurse", "medical director"]))),
             ("Peer-to-peer line", c.ph(ext=True)), ("Appeals fax", c.fx())], 22, "  ")
    return "\n".join(L)


def community(c):
    r = c.r
    d = c.day(0)
    gp = c.next_staff()
    L = [r.choice(["COMMUNITY NURSING / HOME CARE REFERRAL", "HOME SUPPORT REFERRAL", "DISTRICT NURSING REFERRAL"]),
         "Referral date: %s   Discharge date: %s   Referral #: %s" % (c.D(d), c.D(c.day(r.randint(0, 3))), m("IDNUM", V.idnum(r, "CN"))), ""]
    L += patient_block(c, 24)
    L += kv([("Key holder / access", "%s (%s) has key; lives %s" % (c.F(1), c.rels[1], r.choice(["upstairs", "next door", "two streets away"]))),
             ("Lives", r.choice(["alone", "with spouse", "with daughter", "in supported accommodation at " + m("HOSPITAL", r.choice(P.CARE_HOMES[c.loc]))]) if c.age >= 18 else "with parents"),
             ("Pets", r.choice(["dog (friendly)", "none", "2 cats"]))], 24)
    L.append("")
    L += kv([("GP", "%s, %s" % (c.S(gp, r.choice(["First Last", "F. Last"])), m("HOSPITAL", c.clinic))), ("GP phone", c.ph()), ("GP fax", c.fx()),
             ("Community pharmacy", "%s, %s" % (m("HOSPITAL", r.choice(P.PHARMACIES[c.loc])), c.ph())),
             ("Hospital contact", "%s, %s (%s) %s" % (c.S(c.next_staff(), "First Last"), r.choice(["discharge coordinator", "ward CNS", "case manager"]), m("HOSPITAL", c.ward), c.ph(ext=True)))], 24)
    L.append("")
    L.append("Services requested:")
    for t in r.sample(["wound care - sacral pressure injury stage 2, Braden score 13", "IV antibiotics via PICC (ceftriaxone 2 g q24h) until " + c.D(c.day(r.randint(5, 14))),
                       "catheter care - Foley 14 Fr, change due " + c.D(c.day(r.randint(20, 30))), "insulin supervision (glargine 22 units nocte)",
                       "medication prompting - blister pack from pharmacy", "falls risk assessment; OT home visit requested", "palliative care support, syringe driver if required"], 3):
        L.append("  - " + t)
    L.append("")
    L.append("Discharge medications: " + "; ".join("%s %s %s" % (a, b, dd) for a, b, _, dd in meds(c, r.randint(3, 5))))
    L.append("Equipment at home: %s. Delivered by %s on %s." % (r.choice(["hospital bed, pressure mattress", "shower chair, 4WW frame", "commode, bed stick", "oxygen concentrator 2 L/min"]),
                                                             m("ORGANIZATION", r.choice(["Restwell Home Medical", "AirCare Equipment Ltd", "Sleepline Respiratory Supplies"])), c.D(c.day(r.randint(-2, 2)))))
    L.append("Notes:")
    for s in comment_sentences(c, r.randint(2, 3)):
        L.append("  " + s)
    L.append("Completed by %s, %s  %s  direct line %s" % (c.S(c.next_staff(), "First Last"), r.choice(["RN", "CNC", "discharge planner"]), c.D(d), c.ph()))
    return "\n".join(L)


LAYOUTS = [("specialist_referral", referral), ("interfacility_transfer", transfer), ("prior_authorization", prior_auth), ("community_referral", community)]
