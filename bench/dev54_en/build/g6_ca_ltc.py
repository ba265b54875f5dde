"""Genre 6: long-term care home progress notes and family meeting minutes (CA)."""
from core import m, table, aligned
from common import time, medlist, pick, vitals, ALLERGY
from core import letters
from ctx import Ctx

UNITS = ["Birch Wing", "Maple Court", "Heritage Unit", "Lakeview 2 East", "Secure Memory Care - Willow", "Pavillon des Pins",
         "Orchard Lane Neighbourhood", "Harbourview 3rd Floor", "Cedar Home Area", "Unit Les Érables"]

EVENTS = [
    ("Fall", "Resident found sitting on floor beside bed at {t}. States \"I was going to the washroom\". No LOC per resident. "
             "Head-to-toe: small skin tear L forearm 2cm, steri-stripped. ROM all limbs WNL, no pain on weight bearing. Head injury "
             "routine initiated (neuro vitals q1h x4 then q4h)."),
    ("Responsive behaviour", "Resident exit-seeking and calling out for {fam} at {t}. Redirected with music and snack, calmer after 20 min. "
                             "DOS score 4. Refused HS meds x1, re-approached at 2130 and accepted. PRN not given."),
    ("Skin / wound", "Stage 2 pressure injury sacrum 2.0 x 1.5 cm, pink wound bed, no slough, scant serous exudate. Cleansed NS, "
                     "hydrocolloid applied. Turned q2h, air mattress in place. Braden 13."),
    ("Suspected UTI", "New onset confusion, increased urinary frequency, T 37.9. Urine cloudy with foul odour. Loeb criteria reviewed - "
                      "met. NP notified, C&S sent, nitrofurantoin 100mg BID x5d ordered."),
    ("Weight loss", "Weight 48.2 kg, down 3.1 kg (6%) in 30 days. Eating 25-50% of meals. RD referral sent, high-calorie supplement "
                    "BID started, fortified porridge at breakfast."),
    ("Palliative", "Resident increasingly drowsy, minimal oral intake x3 days, mottling knees. PPS 30%. Comfort measures; "
                   "hydromorphone 0.5mg SC q1h PRN dyspnea/pain, glycopyrrolate PRN. Family at bedside."),
    ("Medication", "Pharmacist medication review completed. Deprescribing: stopped atorvastatin and calcium, reduced quetiapine to "
                   "12.5mg HS. Orthostatic vitals ordered."),
    ("Dental / oral", "Resident pocketing food, R cheek swelling. Oral assessment: broken lower molar. Dental hygienist visit booked."),
]


def entry(c, when, who, ev, fam, terse):
    r = c.rng
    kind, body = ev
    body = body.format(t=time(c), fam=c.nm(fam, "FAMILY", "first"))
    if terse:
        return "%s %s  %s: %s  -- %s" % (c.D(when, "iso" if r.random() < 0.5 else c.dstyle), time(c), kind.lower(), body.lower()
                                         if False else body, c.doc(who, "init"))
    lines = ["%s %s  [%s]" % (c.D(when), time(c), kind), body]
    if r.random() < 0.5:
        lines.append(r.choice(["POA %s notified by phone at %s." % (c.nm(fam, "FAMILY", "full"), m("PHONE", c.phone())),
                               "Left voicemail for SDM %s (%s)." % (c.nm(fam, "FAMILY", "full"), m("PHONE", c.phone())),
                               "Family (%s %s) informed, will visit tomorrow." % (fam.rel, c.nm(fam, "FAMILY", "first"))]))
    if r.random() < 0.4:
        lines.append("MD/NP notified: %s" % c.doc(c.person(), r.choice(["drdot_last", "dr_full", "full"])))
    lines.append("-- " + c.doc(who, "rn") if r.random() < 0.6 else "Signed: " + c.doc(who, "full") + ", RPN")
    return "\n".join(lines)


def gen(rng, idx):
    c = Ctx(rng, "CA", age_range=(66, 104))
    r = c.rng
    c.terse = r.random() < 0.25
    home = c.hospital("care")
    unit = r.choice(UNITS)
    room = "%d%s" % (r.randint(101, 420), r.choice(["", "", "A", "B", "-1", "-2"]))
    sdm = c.relative(r.choice(["daughter", "son", "niece", "wife", "husband", "nephew", "granddaughter"]))
    fam2 = c.relative()
    md = c.person()
    hc_kind = "ramq" if c.region in ("QC", "Quebec") else ("phn" if c.region in ("BC", "British Columbia") else "ohip")
    out = []
    lay = r.choice(["progress", "progress", "progress", "meeting", "meeting", "quarterly"])
    # header
    if r.random() < 0.5:
        out.append("%s  |  %s  |  Rm %s  |  %s  |  printed %s by %s" % (
            m("HOSPITAL", home), m("HOSPITAL", unit), m("LOCATION_OTHER", room), c.P("LF_caps"), c.D(c.today, "iso"),
            m("USERNAME", c.username(c.person()))))
    else:
        out.append(m("HOSPITAL", home))
        out.append("%s, %s, %s %s" % (m("STREET", c.new_street()), m("CITY", c.town), m("STATE", c.region), m("ZIP", c.new_postcode())))
        out.append("Tel %s  Fax %s" % (m("PHONE", c.phone()), m("FAX", c.phone())))
    out.append("")
    rows = [["Resident:", c.P(r.choice(["LF_caps", "full", "LF"]))], ["DOB:", c.D(c.dob) + "   Age: " + c.A("bare")],
            ["Unit / Room:", m("HOSPITAL", unit) + " / " + m("LOCATION_OTHER", room)],
            ["Health card:", m("HEALTHPLAN", c.ID(hc_kind))], ["Chart #:", m("MRN", c.ID("mrn"))],
            ["Attending:", c.doc(md, r.choice(["drdot_full", "dr_full"]))],
            ["SDM / POA:", c.nm(sdm, "FAMILY", "full") + " (" + sdm.rel + ") " + m("PHONE", c.phone())]]
    if r.random() < 0.25:
        rows.append(["SIN (trust acct):", m("SSN", c.ID("sin"))])
    if r.random() < 0.35:
        rows.append(["Wander guard:", "tag " + m("DEVICE", "WG-" + str(r.randint(10000, 99999)))])
    if r.random() < 0.25:
        rows.append(["Med cart fingerprint ID:", m("BIOID", "FP" + str(r.randint(100000, 999999)))])
    if r.random() < 0.3:
        rows.append(["Admitted:", c.D(c.ago(r.randint(90, 2500))) + " from " + m("HOSPITAL", c.hospital("hosp"))])
    out.append(aligned(rows))
    out.append("")
    out.append("CARE PLAN SUMMARY")
    prof = [["Diet:", r.choice(["minced & moist, thin fluids", "regular texture, diabetic", "pureed, mildly thick fluids", "regular, finger foods encouraged"])],
            ["Mobility:", r.choice(["2-person mechanical lift", "walker with 1 assist", "wheelchair, self-propels short distances", "independent with rollator"])],
            ["Continence:", r.choice(["incontinent of bladder, brief changes q3h + PRN", "toileting routine q2h while awake", "continent with reminders"])],
            ["Cognition:", r.choice(["CPS 4 - moderate impairment", "mild impairment, oriented to person", "severe impairment, nonverbal"])],
            ["Communication:", r.choice(["hard of hearing R ear", "speaks French mainly, some English", "glasses for reading", "Punjabi; son interprets"])],
            ["Allergies:", pick(c, ALLERGY)],
            ["Code status:", r.choice(["DNR", "DNR - comfort care", "Full code", "R2"])]]
    if r.random() < 0.35:
        prof.append(["Aids:", "hearing aids L/R serial %s / %s" % (m("DEVICE", "HA" + str(r.randint(1000000, 9999999))), m("DEVICE", "HA" + str(r.randint(1000000, 9999999))))])
    if r.random() < 0.25:
        prof.append(["Pacemaker:", r.choice(["dual chamber", "single chamber"]) + ", SN " + m("DEVICE", letters(r, 3) + str(r.randint(100000, 999999)))])
    out.append(aligned(prof))
    out.append("")
    if lay == "progress":
        out.append("INTERDISCIPLINARY PROGRESS NOTES" if r.random() < 0.5 else "Progress Notes - %s" % c.D(c.today, "month_y"))
        out.append("")
        n = r.randint(4, 8)
        days = sorted(r.sample(range(0, 21), n), reverse=True)
        staff = [c.person() for _ in range(3)]
        for dd in days:
            out.append(entry(c, c.ago(dd), r.choice(staff), r.choice(EVENTS), r.choice([sdm, fam2]), c.terse))
            out.append("")
        if r.random() < 0.6:
            rows = [["Date", "BP", "HR", "Temp", "SpO2", "Wt (kg)", "BM"]]
            for dd in sorted(r.sample(range(0, 30), r.randint(3, 6)), reverse=True):
                rows.append([c.D(c.ago(dd), r.choice(["iso", "mon_d"])) if False else c.D(c.ago(dd), "iso" if c.dstyle == "iso" else "mdy_abbr"),
                             "%d/%d" % (r.randint(100, 165), r.randint(55, 90)), str(r.randint(58, 100)), "%.1f" % r.uniform(36.0, 37.9),
                             "%d%%" % r.randint(90, 99), "%.1f" % r.uniform(45, 85), r.choice(["Y", "N", "Y - loose", "Y"])])
            out.append("Vital signs / weights:")
            out.append(table(rows))
            out.append("")
        if r.random() < 0.5:
            out.append("Care plan updated %s. RAI-MDS: CPS %d, ADL-H %d, CHESS %d, DRS %d." % (c.D(c.today), r.randint(2, 6), r.randint(2, 6),
                                                                                              r.randint(0, 3), r.randint(0, 5)))
    else:
        title = "FAMILY CONFERENCE - MINUTES" if lay == "meeting" else "ANNUAL / QUARTERLY CARE CONFERENCE"
        out.append(title)
        h0 = r.randint(9, 16)
        out.append("Date: %s   Time: %02d:%02d-%02d:%02d   Location: %s" % (c.D(c.today, r.choice(["wd_mdy", "mdy_long", "iso"])), h0, r.choice([0, 30]), h0 + 1, r.choice([0, 15, 30]),
                                                              r.choice(["Family lounge, 2nd floor", "Zoom", "Boardroom", "Resident's room"])))
        atts = [("%s (%s, SDM)" % (c.nm(sdm, "FAMILY", "full"), sdm.rel)), ("%s (%s)" % (c.nm(fam2, "FAMILY", "full"), fam2.rel)),
                c.doc(md, "drdot_full") + " (attending)", c.doc(c.person(), "full") + ", RN (Director of Care)",
                c.doc(c.person(), "full") + ", RD", c.doc(c.person(), "full") + ", PT", c.doc(c.person(), "full") + " (social worker)"]
        out.append("Attendees:")
        for a in atts[:r.randint(4, 7)]:
            out.append("  - " + a)
        if r.random() < 0.4:
            rg = c.relative(r.choice(["grandson", "granddaughter", "nephew", "niece", "son", "daughter"]))
            out.append("Regrets: %s (%s), joining by phone from %s" % (c.nm(rg, "FAMILY", "full"), rg.rel,
                                                                        m("CITY", c.new_town()) + ", " + m("STATE", c.new_region())))
        out.append("")
        out.append("1. Resident background")
        out.append("   %s is a %s %s, %s, originally from %s. Married to %s (deceased %s). Enjoys %s." % (
            c.P(r.choice(["title_last", "first", "title_full"])), c.A(r.choice(["year-old", "word"])), "man" if c.pt.sex == "M" else "woman",
            c.profession(), m("CITY", c.new_town()) if r.random() < 0.6 else m("COUNTRY", pick(c, ["Italy", "Poland", "Ukraine", "Portugal", "Scotland", "the Netherlands", "Hong Kong", "India", "France"])),
            c.nm(c.person(), "FAMILY", "first"), c.D(c.ago(r.randint(400, 8000)), "year"),
            r.choice(["crib and bingo", "hymn sing on Sundays", "old-time fiddle music", "gardening on the patio", "the Habs on TV"])))
        out.append("   Member of %s for many years; chaplain visits weekly." % m("ORGANIZATION", r.choice(["St. Joseph's Parish", "Knox Presbyterian Church",
                                                                                                          "Royal Canadian Legion Branch %d" % r.randint(10, 600),
                                                                                                          "Gurdwara Sahib %s" % c.new_town(),
                                                                                                          "Ukrainian Catholic Parish of %s" % c.new_town()])))
        out.append("2. Health status")
        out.append("   Dx: " + ", ".join(pick(c, ["Alzheimer's dementia", "CHF", "COPD", "T2DM", "CKD 4", "osteoporosis with hx hip #",
                                                   "Parkinson's disease", "depression", "AF on apixaban", "hypothyroidism"], r.randint(3, 5))) + ".")
        wt = r.uniform(44, 90)
        wt = r.uniform(44, 90)
        out.append("   Vitals stable: " + vitals(c, style="line") + ". Weight %.1f kg (%s %.1f)." % (wt, r.choice(["prev", "last quarter"]), wt + r.uniform(-3, 4)))
        out.append("   Falls x%d this quarter (last %s). MMSE %d/30. PPS %d%%." % (r.randint(0, 4), c.D(c.ago(r.randint(3, 80)), c.sstyle),
                                                                               r.randint(8, 26), r.choice([30, 40, 50, 60])))
        out.append("   Meds: " + ", ".join(medlist(c, r.randint(4, 9))) + ".")
        out.append("3. Family concerns")
        out.append("   %s asked about %s. %s" % (c.nm(sdm, "FAMILY", "first"), r.choice(["why %s is sleeping more" % ("Dad" if c.pt.sex == "M" else "Mom"), "the bruise on the arm",
                                                                                          "hearing aids going missing (serial %s)" % m("DEVICE", "HA" + str(r.randint(1000000, 9999999))),
                                                                                          "getting a private room", "the antipsychotic"]),
                                            r.choice(["Explained by team.", "Director of Care will follow up.", "Discussed and reassured."])))
        out.append("4. Goals of care")
        out.append("   Level of care: %s. %s" % (r.choice(["R2 (no transfer to hospital, comfort-focused)", "R3 - transfer for treatable conditions, no CPR",
                                                           "Full code", "DNR-C, comfort care only"]),
                                                 r.choice(["SDM agrees.", "Family to discuss with siblings and confirm by %s." % c.D(c.ahead(r.randint(5, 20)), c.sstyle),
                                                           "Consistent with prior expressed wishes."])))
        out.append("5. Action items")
        out.append("   - PT to reassess transfers - %s" % c.doc(c.person(), "first"))
        out.append("   - Next conference: %s" % c.D(c.ahead(r.randint(80, 120))))
        if r.random() < 0.4:
            out.append("   - Update contact email for %s: %s" % (c.nm(sdm, "FAMILY", "first"), m("EMAIL", c.email(sdm))))
        if r.random() < 0.3:
            out.append("   - Trust account %s: comfort fund balance reviewed" % m("ACCOUNT", c.ID("acct")))
        out.append("")
        out.append("Minutes taken by %s, %s" % (c.doc(c.person(), "full"), r.choice(["Social Worker", "Resident Care Coordinator", "Unit Clerk"])))
    if r.random() < 0.3:
        out.append("")
        out.append("Electronically signed in %s by %s at %s (%s)" % (r.choice(["PCC", "the EHR", "Medi-Chart"]), m("USERNAME", c.username(md)),
                                                                      time(c), m("IPADDR", c.ip())))
    if r.random() < 0.3:
        out.append("CPSO # %s" % m("LICENSE", c.licence()) if c.region in ("ON", "Ontario") else "Licence no. %s" % m("LICENSE", c.licence()))
    return "\n".join(out), "ltc_progress_family_meeting"
