"""Genre 5: Māori and Pacific health provider and community health worker visit notes (NZ)."""
from core import m, table, aligned
from common import time, medlist, pick, vitals
from ctx import Ctx
from common import immunisations

TWTW = {
    "Taha tinana (physical)": ["Mobility ok with stick, short of breath on hills.", "Sleeping 5-6 hrs, snoring, daytime tiredness.",
                               "Eating 2 meals a day, lots of bread and noodles.", "Pain in knees limiting walking.", "Good energy this week."],
    "Taha hinengaro (mental/emotional)": ["Feeling stressed about money and rent.", "Mood good, looking forward to the reunion.",
                                          "Worried about son in Australia.", "Some low days since the tangi.", "Coping well, humour intact."],
    "Taha wairua (spiritual)": ["Strong connection to church, attends weekly.", "Finds strength in karakia and visiting the awa.",
                                "Wants to reconnect with marae.", "Faith important - lotu every evening with family."],
    "Taha whānau (family/social)": ["Large supportive whānau, grandchildren visit daily.", "Caring for two mokopuna full time.",
                                    "Overcrowded home, tension with in-laws.", "Isolated since partner passed; daughter rings daily."],
}

PROVIDERS = ["Te Puna Ora Health Services", "Te Whare Tiaki Hauora", "Ngā Kete Ora Trust", "Kōtuku Whānau Ora Collective",
             "Pasifika Family Health Trust", "Vaka Lelei Community Services", "Falelalaga Health & Wellbeing",
             "Tupu Ola Pacific Services", "Mana Tangata Health Trust", "Te Kōhao Hauora", "Moana Fanau Health"]
CHURCHES = ["Samoan Assembly of God", "Tongan Methodist Church", "Cook Islands Christian Church", "Fijian Wesley Fellowship",
            "Congregational Christian Church of Samoa", "Free Wesleyan Church", "Seventh-day Adventist Church", "Catholic Parish"]
MARAE = ["Te Rau Aroha", "Ngā Hau e Whā", "Tāwhiao", "Te Ohaki", "Hinerangi", "Rongomai", "Te Pou o Māhia", "Whakatū Tūhono"]

ISSUES = [
    dict(k="dm", t="diabetes support", n="Whānau report {pn} has been skipping insulin when working long shifts. Discussed kai options, swap fizzy for water. "
                                          "Glucometer readings 9-16 mmol/L this week. HbA1c {hb} mmol/mol on last lab.", act="Booked nurse-led diabetes clinic; supplied sharps bin; referred to Green Prescription."),
    dict(k="gout", t="gout flare", n="{pn} has a hot swollen R big toe since the weekend, limping. Takes allopurinol on and off. Been eating kaimoana at a tangi.",
         act="Advised to see GP today for colchicine/pred; reinforced daily allopurinol; urate due."),
    dict(k="chf", t="heart failure home visit", n="Weight up 3kg in 4 days on home scales. Ankles swollen, sleeping in the La-Z-Boy. Running low on furosemide.",
         act="Rang practice nurse - extra furosemide 40mg for 3 days approved, repeat script sent to pharmacy; daily weights chart left with whānau."),
    dict(k="rf", t="rheumatic fever prophylaxis", n="Monthly benzathine penicillin (Bicillin) given at home, L thigh, with lignocaine. Tamariki tolerated well, reward sticker.",
         act="Next injection due in 28 days; checked sore throat swabbing enrolled for siblings."),
    dict(k="imms", t="tamariki immunisations / Well Child", n="Pēpi due for 5-month immunisations, overdue 3 weeks. Mum working nights. No concerns with feeding, weight on 50th centile.",
         act="Outreach immunisation nurse visit booked; B4 School Check discussed for older child."),
    dict(k="housing", t="healthy homes referral", n="Damp and mould in two bedrooms, six people sleeping in 3-bedroom house. Youngest has recurrent chest infections.",
         act="Healthy Homes Initiative referral done; curtains and bedding pack requested; MSD hardship grant info given."),
    dict(k="smoke", t="stop smoking (Hā Ora)", n="{pn} smoking 15/day, wants to quit before baby arrives. CO reading 18 ppm.",
         act="Started NRT patch 21mg + lozenges; quit date set; follow-up text weekly."),
    dict(k="mh", t="wellbeing check", n="{pn} has been low since losing job at the freezing works. Not sleeping, withdrawn from church. No self-harm thoughts, protective factors: mokopuna, faith.",
         act="Warm handover to health improvement practitioner; Rongoā Māori session offered; crisis line numbers given."),
    dict(k="ckd", t="renal / dialysis support", n="{pn} on home haemodialysis 3x/week. Fluid restriction hard in summer. Fistula thrill present L arm.",
         act="Transport to renal unit arranged for bloods; renal dietitian referral; whānau learning machine alarms."),
]


def gen(rng, idx):
    c = Ctx(rng, "NZ", age_range=(1, 86))
    r = c.rng
    c.terse = r.random() < 0.35
    iss = r.choice(ISSUES)
    if iss["k"] in ("imms", "rf"):
        c.age = r.randint(1, 4) if iss["k"] == "imms" else r.randint(6, 14)
    elif iss["k"] in ("smoke",):
        c.age = r.randint(17, 40)
    elif iss["k"] in ("chf", "ckd", "gout", "dm"):
        c.age = r.randint(38, 84)
    import datetime as _dt
    c.dob = c.today - _dt.timedelta(days=int(c.age * 365.25) + r.randint(1, 360))
    prov = r.choice(PROVIDERS)
    chw = c.person(loc="NZ")
    nurse = c.person()
    gp = c.person()
    practice = c.hospital("gp")
    out = []
    kin = [c.relative(x) for x in r.sample(["mother", "father", "nan", "koro", "aunty", "uncle", "sister", "brother", "wife", "husband",
                                            "son", "daughter"], 3)]
    head = r.choice(["HOME VISIT RECORD", "Whānau Ora - Kaiāwhina visit note", "Community Health Worker Visit", "Pacific Navigator Contact Note",
                     "Kaimahi visit - notes"])
    out.append(m("ORGANIZATION", prov) + " - " + head)
    out.append("%s | %s | %s" % (m("STREET", c.new_street()), m("CITY", c.new_town()), m("PHONE", c.phone("land"))))
    if r.random() < 0.5:
        out.append(m("URL", c.url(base=prov.split()[0].lower() + prov.split()[1].lower())) + "  " + m("EMAIL", c.email(None)))
    out.append("")
    rows = [["Name", c.P(r.choice(["full", "LF_caps"])) + (" (prefers %s)" % m("PATIENT", r.choice(["Junior", "Boy", "Sis", "Bubba", "Lani", "Tui", "Nana", "Bro", "Pua"]))
                                                             if r.random() < 0.25 else "")],
            ["NHI", m("MRN", c.ID("nhi"))], ["DOB", c.D(c.dob) + " (" + c.A("bare") + " yrs)"],
            ["Address", c.addr1()], ["Phone", m("PHONE", c.phone("mob"))],
            ["Ethnicity", r.choice(["Māori", "Sāmoan", "Tongan", "Cook Islands Māori", "Niuean", "Fijian", "Māori / Sāmoan", "Tokelauan"])],
            ["Home village", r.choice(["not recorded", m("CITY", c.new_town(loc="NZ")), "not stated"])],
            ["GP", c.doc(gp, "dr_last") + ", " + m("HOSPITAL", practice)]]
    if r.random() < 0.4:
        rows.append(["CSC", m("HEALTHPLAN", c.ID("csc"))])
    if r.random() < 0.3:
        rows.append(["Born", m("COUNTRY", r.choice(["Samoa", "Tonga", "the Cook Islands", "Fiji", "Niue", "Tokelau", "Aotearoa New Zealand"]))])
    if r.random() < 0.5:
        out.append(table([["Field", "Detail"]] + rows))
    else:
        out.append(aligned([[a + ":", b] for a, b in rows]))
    out.append("")
    d = c.today
    pn = c.P(r.choice(["first", "first", "title_last"]))
    out.append("Visit date: %s  %s   Type: %s" % (c.D(d, r.choice(["wd_long", "dmy", "d_month_y"])), time(c),
                                                   r.choice(["home visit", "phone", "clinic", "marae-based clinic", "church hall clinic"])))
    out.append("Kaimahi: %s (%s)   with %s, RN" % (m("DOCTOR", chw.full), r.choice(["CHW", "kaiāwhina", "Pacific navigator", "community support worker"]),
                                                  m("DOCTOR", nurse.full)))
    present = ", ".join("%s %s" % (k.rel, c.nm(k, "FAMILY", "first")) for k in kin[:r.randint(1, 3)])
    out.append("Present: %s, %s" % (c.P("first"), present))
    out.append("Focus: " + iss["t"])
    out.append("")
    if c.terse:
        out.append("karakia / lotu to open. " + iss["n"].lower().format(pn=c.P("lower_first"), hb=r.randint(58, 110)))
        out.append("obs: " + vitals(c, style="terse"))
        out.append("meds: " + ", ".join(medlist(c, r.randint(2, 5))))
        out.append("actions: " + iss["act"].lower())
    else:
        out.append("Whakawhanaungatanga done, opened with karakia." if r.random() < 0.5 else "Opened with a prayer led by %s %s." % (kin[0].rel, c.nm(kin[0], "FAMILY", "first")))
        out.append(iss["n"].format(pn=pn, hb=r.randint(58, 110)))
        out.append("Obs: " + vitals(c, style=r.choice(["line", "slash"])))
        out.append("Meds reviewed (blister pack from %s): %s." % (m("HOSPITAL", c.hospital("pharm")), ", ".join(medlist(c, r.randint(2, 5)))))
        out.append("Actions: " + iss["act"])
        out.append(r.choice(["Whānau asked good questions about the new tablets; explained using the kōrero card.",
                             "Talked through upcoming hospital appointment and what to bring. Offered to drive.",
                             "Checked fridge and pantry together - food grant application started.",
                             "Spent time with the grandchildren while RN did the assessment - kids well, uniforms sorted for school.",
                             "Shared kai and had a good laugh; relationship building strong."]))
    out.append("")
    if r.random() < 0.7:
        out.append("Te Whare Tapa Whā check-in:")
        for k, v in TWTW.items():
            out.append("  %s: %s" % (k, r.choice(v)))
        out.append("")
    soc = []
    if r.random() < 0.6:
        soc.append("%s attends %s in %s%s." % (c.P("first"), m("ORGANIZATION", r.choice(CHURCHES)), m("CITY", c.town),
                                                 "" if r.random() < 0.5 else " and is involved with the youth group"))
    if r.random() < 0.5:
        soc.append("Whānau hui planned at %s marae on %s." % (m("LOCATION_OTHER", r.choice(MARAE)), c.D(c.ahead(r.randint(5, 30)), r.choice(["wd_long", "d_month"]))))
    if r.random() < 0.6:
        soc.append("%s %s works as a %s at %s; %s is the main carer." % (kin[0].rel.capitalize(), c.nm(kin[0], "FAMILY", "first"), c.profession(),
                                                                         m("ORGANIZATION", c.employer()), c.nm(kin[-1], "FAMILY", "first")))
    if r.random() < 0.4:
        soc.append("Recently returned from %s for a funeral (%s)." % (m("COUNTRY", r.choice(["Samoa", "Tonga", "the Cook Islands", "Fiji", "Australia"])),
                                                                      c.D(c.ago(r.randint(10, 60)), r.choice(["month_y", "d_month"]))))
    if r.random() < 0.4:
        soc.append("Transport: whānau van %s; appointments at %s." % (m("VEHICLE", c.plate()), m("HOSPITAL", c.hospital("hosp"))))
    if soc:
        out.append("Whānau / social: " + " ".join(soc))
        out.append("")
    if r.random() < 0.6:
        rows = [["Goal", "Who", "By when", "Status"]]
        for g in r.sample(["Attend diabetes clinic", "Bloods at lab", "Housing assessment", "Dental appt for tamariki", "Renew prescription",
                           "Apply for disability allowance", "Flu vaccine for kaumātua", "Book eye check", "Get smoke alarms installed"], r.randint(3, 5)):
            rows.append([g, r.choice([c.nm(kin[0], "FAMILY", "first"), c.P("first"), m("DOCTOR", chw.first), "RN"]),
                         c.D(c.ahead(r.randint(3, 60)), r.choice(["dmy", "d_mon", "dm"])), r.choice(["not started", "in progress", "done", "booked"])])
        out.append("Whānau Ora plan:")
        out.append(table(rows))
        out.append("")
    if r.random() < 0.4:
        out.append("Contact log:")
        for k in range(r.randint(2, 4)):
            out.append("  %s %s - %s - %s" % (c.D(c.ago(r.randint(2, 60)), "dmy"), time(c), m("DOCTOR", r.choice([chw, nurse]).first),
                                              r.choice(["txt reminder sent", "no answer, left msg", "rang re transport", "picked up prescription",
                                                        "drove to lab for bloods", "food parcel delivered"])))
        out.append("")
    if c.age < 6 and r.random() < 0.8:
        out.append("Immunisation history (NIR):")
        out.append(immunisations(c, r.sample(["6 weeks (DTaP-IPV-HepB/Hib, PCV, RV)", "3 months", "5 months", "12 months (MMR, PCV)",
                                              "15 months (Hib, VV, MMR)"], 3)))
        out.append("")
    if r.random() < 0.5:
        out.append("Goals (whānau-set):")
        for g in r.sample(["walk to the dairy and back 3x a week", "get licence sorted so can drive to clinic", "cook one vege-based meal a day",
                           "keep all appointments this month", "mokopuna to start kōhanga reo", "quit vaping", "grow a vege garden"], 3):
            out.append("  [ ] " + g)
        out.append("")
    if r.random() < 0.5:
        ph = c.relative(r.choice(["daughter", "son", "aunty", "sister"]))
        out.append("Contact for appointments: %s %s %s (speaks %s)" % (ph.rel, c.nm(ph, "FAMILY", "full"), m("PHONE", c.phone("mob")),
                                                                       r.choice(["English", "Gagana Sāmoa", "lea faka-Tonga", "te reo Māori"])))
    if r.random() < 0.35:
        out.append("ACC claim %s lodged %s for earlier fall." % (m("IDNUM", c.ID("acc")), c.D(c.ago(r.randint(10, 90)))))
    out.append("Next visit: %s" % c.D(c.ahead(r.randint(5, 28)), r.choice(["wd_long", "dmy", "wd_d_mon"])))
    out.append("")
    sign = r.choice(["a", "b", "c"])
    if sign == "a":
        out.append("Nāku noa, nā %s" % m("DOCTOR", chw.first))
        out.append(m("ORGANIZATION", prov) + " | " + m("PHONE", c.phone("mob")) + " | " + m("EMAIL", c.email(chw)))
    elif sign == "b":
        out.append("Recorded by %s, RN (NCNZ %s) %s %s" % (m("DOCTOR", nurse.full), m("LICENSE", c.licence("nurse")), c.D(d, "dmy"), time(c)))
    else:
        out.append("Entered by %s on %s at %s. Device %s" % (m("USERNAME", c.username(chw)), c.D(d, "iso"), time(c), m("IPADDR", c.ip())))
    if r.random() < 0.3:
        out.append("cc: " + c.doc(gp, "dr_full") + " via HealthLink, " + m("HOSPITAL", practice))
    return "\n".join(out), "maori_pacific_community_visit"
