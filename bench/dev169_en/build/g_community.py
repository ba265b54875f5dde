"""Genres: midwifery community visit note, safeguarding referral (mother is the patient)."""

import datetime as dt

from core import Note, table
from common import mother, partner, baby, gest_str, gp_str, audit, weight_str, sign_off, insurer_piece, art, \
    lang_for, age_piece

P, D, F = "PATIENT", "DOCTOR", "FAMILY"


def community_visit(c):
    n = Note()
    m = mother(c, gest=c.ri(37 * 7, 41 * 7))
    pa = partner(c, m)
    b = baby(c, m, surname=pa.p.last if c.chance(0.3) else None)
    mw = c.staff("mw")
    dob = c.today - dt.timedelta(days=c.ri(1, 10))
    day = (c.today - dob).days
    postnatal = c.chance(0.75)
    us = c.us
    if us:
        n.t(c.ch(["POSTPARTUM HOME VISIT - Nurse Home Visiting Program\n", "Home visit note (PP/newborn)\n"]))
    else:
        n.t(c.ch(["COMMUNITY MIDWIFERY - %s VISIT\n" % ("POSTNATAL" if postnatal else "ANTENATAL"),
                  "Community midwife contact - home visit\n", "CMW visit record\n"]))
    lay = c.ch(["kv", "soap", "narr"])
    n.f("Date: {d}   Time: {t}   Visit: {v}\n", d=(c.d(c.today, c.ch([c.ds, "wk", "long"])), "DATE"),
        t="%02d:%02d" % (c.ri(8, 17), c.ri(0, 59)), v=c.ch(["home", "home (planned)", "clinic", "telephone then home"]))
    n.f("Mother: {nm}   DOB {dob}   ", nm=c.nm(m.p, P, c.ch(["LF", "full", "LFU", "fml"])), dob=(c.d(m.dob), "DATE"))
    if c.c == "UK":
        n.f("NHS {nhs}\n", nhs=(m.nhs, "MRN"))
    else:
        n.f("MRN {mrn}\n", mrn=(m.mrn, "MRN"))
    n.t("Visit address: ").add(c.addr()).t("\n")
    if c.chance(0.4):
        n.f("Access: {x} ", x=c.ch(["3rd floor, lift broken -", "side door, dog shut away -", "flat above the shop -",
                                      "new build, no satnav -"]))
        n.f("park near {l}.\n", l=(c.landmark(), "LOCATION_OTHER"))
    if postnatal:
        n.f("Baby: {bn}   DOB {bd}   ", bn=c.ch([[(b.full, F)], [(b.first, F)], ["Baby ", (b.last, F)]]),
            bd=(c.d(dob), "DATE"))
        if c.c == "UK":
            n.f("NHS {x}", x=(c.nhs(), "MRN"))
        else:
            n.f("MRN {x}", x=(c.hospno(), "MRN"))
        n.t("\n")
    present = [c.ch(["Present: ", "Also present: ", "Seen with "])]
    present += c.nm(pa.p, F, c.ch(["first", "full"])) + [" (" + c.ch(["partner", "husband", "FOB", "wife"]) + ")"]
    if c.chance(0.5):
        gm = c.person("F", origin=m.origin)
        present += [", ", c.ch(["MGM ", "maternal grandmother ", "mother-in-law ", "her sister "]), (gm.first, F)]
    if c.chance(0.3):
        fr = c.person(c.ch("FM"))
        present += [", family friend ", (fr.full, F)]
    n.add(present).t("\n\n")
    if lay == "soap":
        n.t("S: " + c.ch(["Feels well, tired. Feeding 2-3 hrly.", "Sore nipples L>R. Baby sleepy.",
                          "Low mood at times, tearful. Partner supportive.", "Headache since yesterday, no visual disturbance."]))
        n.t("\nO: ")
    else:
        n.t("Mother: ")
    n.t(c.ch(["BP 118/74, P 72, T 36.7. ", "BP 142/92 - repeat 138/88. ", "Obs normal. "]))
    if postnatal:
        n.t(c.ch(["Lochia rubra, moderate. ", "Lochia serosa. "]) + c.ch(["Perineum healing well. ", "CS wound clean, dressing off. ",
                                                                         "Sutures intact, mild oedema. "]))
        n.t("Calves SNT. EPDS " + str(c.ri(2, 16)) + ". ")
    else:
        n.t(c.ch(["SFH 33 cm. ", "SFH 38 cm, cephalic 3/5. "]) + "FH 142 (Doppler). ")
    if postnatal:
        bw = b.weight
        w = bw - c.ri(-50, int(bw * 0.11))
        n.f("\nBaby: weight {w} ({pc}% from BW {bw}). ", w=weight_str(c, w), pc="%+.1f" % ((w - bw) * 100.0 / bw),
            bw=weight_str(c, bw))
        n.t(c.ch(["Jaundiced to chest. ", "Mild jaundice face only. ", "Pink, well perfused. "]))
        n.f("TcB {v} umol/L (meter SN {sn}). ", v=c.ri(80, 260), sn=(c.device(c.ch(["sn", "serial"])), "DEVICE"))
        n.t(c.ch(["Cord separated. ", "Cord clean and dry. "]) + c.ch(["Yellow stools, 6+ wet nappies. ", "Meconium changing. "]))
        if day >= 4 and c.chance(0.8):
            n.f("Blood spot taken, card {cd}. ", cd=(c.acc("card"), "IDNUM"))
            if c.chance(0.5):
                n.f("Baby aged {a} days at sampling. ", a=(str(day), "AGE"))
    if lay == "soap":
        n.t("\nA: " + c.ch(["Normal postnatal recovery.", "Weight loss >10% - feeding plan.", "Possible PND - EPDS raised.",
                            "Raised BP - ?postnatal PET."]) + "\nP: ")
    else:
        n.t("\nPlan: ")
    kk = c.ri(0, 3)
    if kk == 0:
        n.t("Infant feeding support referral. Reweigh ")
        n.f("{d}.", d=(c.d(c.days(1, 3), c.ch(["wday", "wk", "dm"])), "DATE"))
    elif kk == 1:
        gp = c.staff("dr")
        n.t("Discussed with GP ").add(c.sig(gp, c.ch(["dr", "dri"]))).f(" at {pr} - ", pr=(c.gp(), "HOSPITAL"))
        n.t(c.ch(["seen same day.", "to review BP tomorrow.", "phone consult arranged."]))
    elif kk == 2:
        n.t("Referred to perinatal mental health team; crisis numbers given. ")
        n.f("Next visit {d}.", d=(c.d(c.days(1, 4), c.ch(["wday", "dm", "wk_long"])), "DATE"))
    else:
        n.f("SBR sent (lab no. {a}); result to ring {p}.", a=(c.acc("lab"), "IDNUM"), p=(c.phone("mob"), "PHONE"))
    n.t("\n")
    if postnatal and c.chance(0.6):
        hv = c.staff("nn")
        n.t("Handover to " + ("health visitor " if not us else "pediatric office - "))
        n.add(c.nm(hv, D, c.ch(["full", "il"]))).f(" ({pr}, {p}) for ", pr=(c.gp(), "HOSPITAL"), p=(c.phone("land"), "PHONE"))
        n.f("{d}.\n", d=(c.d(c.days(5, 14), c.ch([c.ds, "dm"])), "DATE"))
    if c.chance(0.45):
        job = c.prof()
        n.f("Social: {pn} works as {ar} {j}", pn=c.nm(pa.p, F, "first"), ar=art(job), j=(job, "PROFESSION"))
        if c.chance(0.5):
            n.f(" for {o}", o=(c.org(), "ORGANIZATION"))
        n.t(c.ch([", back at work next week. ", ", on paternity leave. ", ". "]))
        if m.para and c.chance(0.6):
            sib = c.person(c.ch("FM"), origin=m.origin, last=m.p.last)
            n.f("Sibling {s} ({a}) at {sc}. ", s=(sib.first, F), a=[(str(c.ri(2, 9)), "AGE"), c.ch(["", "y", " yrs"])],
                sc=(c.school(5), "ORGANIZATION"))
        if c.chance(0.3):
            n.f("Partner's van {v} parked on drive - car seat fitted, checked. ", v=(c.plate(), "VEHICLE"))
        n.t("\n")
    if us and c.chance(0.7):
        n.t("Coverage: ").add(insurer_piece(c)).f(" ID {h}. WIC referral made.\n", h=(c.hp(), "HEALTHPLAN"))
    n.f("Contact: mum {p}", p=(c.phone("mob"), "PHONE"))
    n.f("; team {t}\n", t=(c.phone("land"), "PHONE"))
    n.add(sign_off(c, mw, lic=c.chance(0.5))).t("\n")
    if c.chance(0.5):
        n.add(audit(c, mw)).t("\n")
    return n


COLLEGES = {"UK": ["Elsworth College", "Thornleigh Sixth Form", "Kingsmere College of Further Education",
                    "University of Westhope"],
            "IE": ["Carrigbeg Community College", "Kilcarrow Institute of Technology", "Athnacross College of FE"],
            "US": ["Cedar Bluff Community College", "Port Anselm State University", "Lake Marion Technical College"]}

SERVICES = ["Harbourside Recovery Service", "New Leaf Drug & Alcohol Service", "Cedar House Recovery",
            "Beacon Women's Refuge", "Hawthorn Housing Association", "Open Door Advocacy", "Lighthouse Family Centre",
            "Pathways Community Addiction Team", "Safe Haven DV Project"]

CONCERNS = [
    "Disclosed domestic abuse by current partner at 20/40 appointment; police attended home on {d} (ref {r}).",
    "Mother has history of heroin use, on methadone 60 mL supervised at {ph}; urine tox positive for cocaine {d}.",
    "Previous child removed into care in {y}; current pregnancy concealed until 30/40.",
    "Housing: family of 4 in one room at temporary accommodation; eviction notice dated {d}.",
    "Young parent (mother 16); 22-year-old partner - CSE concern raised by school, ref {r}.",
    "Maternal mental health: bipolar disorder, stopped lithium {d}; no engagement with perinatal team.",
    "Partner on probation for ABH (previous partner); MARAC referral {r} heard on {d}.",
    "Learning disability - concerns re capacity to meet baby's needs; advocacy via {o}.",
]


def safeguarding(c):
    n = Note()
    m = mother(c, gest=c.ri(14 * 7, 38 * 7))
    pa = partner(c, m, same_last=c.chance(0.3))
    smw = c.staff("mw")
    us = c.us
    n.t(c.ch(["MULTI-AGENCY REFERRAL FORM\n", "SAFEGUARDING REFERRAL - UNBORN BABY\n", "Referral to Children's Social Care\n",
              "Child Protective Services - report of concern (hospital)\n" if us else "Pre-birth safeguarding referral\n"]))
    n.f("Referral ref: {r}    Date: {d}\n", r=(c.acc("ref"), "IDNUM"), d=(c.d(c.today), "DATE"))
    n.t("Referrer: ").add(c.sig(smw, c.ch(["full", "full_cred"])))
    n.t(c.ch([", Hospital Social Worker (OB), ", ", L&D Charge Nurse, ", ", Perinatal SW, "]) if us else
        c.ch([", Safeguarding Midwife, ", ", Named Midwife, ", ", Specialist Midwife (vulnerable women), "]))
    n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    n.f("Tel {t}   Email {e}", t=(c.ext() if c.chance(0.5) else c.phone("land"), "PHONE"), e=(c.email(smw), "EMAIL"))
    if c.chance(0.4):
        n.f("   Secure fax {f}", f=(c.fax(), "FAX"))
    n.t("\n\nSUBJECT: unborn baby of ").add(c.nm(m.p, P, c.ch(["full", "LF"]))).f(", EDD {e}\n\n", e=(c.d(m.edd), "DATE"))
    n.t("MOTHER\n")
    n.t("Name: ").add(c.nm(m.p, P, c.ch(["full", "fml", "LFU"])))
    if c.chance(0.3):
        n.f("  (also known as {a})", a=(c.person("F", origin=m.origin).first + " " + m.p.last, P))
    n.f("\nDOB: {dob}   Age: {a}\n", dob=(c.d(m.dob), "DATE"), a=(str(m.age), "AGE"))
    if c.c == "UK":
        n.f("NHS No: {x}", x=(m.nhs, "MRN"))
    elif c.ie:
        n.f("MRN: {x}   PPSN: {s}", x=(m.mrn, "MRN"), s=(c.ssn(), "SSN"))
    else:
        n.f("MRN: {x}   SSN: {s}   Medicaid ID: {h}", x=(m.mrn, "MRN"), s=(c.ssn(), "SSN"), h=(c.hp(), "HEALTHPLAN"))
    n.t("\nAddress: ").add(c.addr()).t("\n")
    if c.chance(0.4):
        n.t("Previous address: ").add(c.addr()).f(" (until {d})\n", d=(c.d(c.days(-700, -60), "my"), "DATE"))
    n.f("Phone: {p}   Language: {l}", p=(c.phone("mob"), "PHONE"), l=lang_for(c, m.origin))
    if m.origin not in ("english", "irish", "us_general", "welsh", "scottish", "african_american"):
        n.t("   Country of origin: ").add(c.country_of(m.origin))
    n.t("\n")
    n.f("Occupation: {o}\n\n", o=c.ch([[(c.prof(), "PROFESSION")], ["unemployed"], ["student at ", (c.school(12) if m.age < 18 else c.ch(COLLEGES[c.c]), "ORGANIZATION")]]))
    n.t("FATHER OF BABY / PARTNER\n")
    n.t("Name: ").add(c.nm(pa.p, F, c.ch(["full", "LFU", "fml"])))
    n.f("   DOB: {d}   Age: {a}\n", d=(c.d(c.dob(pa.age)), "DATE"), a=(str(pa.age), "AGE"))
    if c.chance(0.5):
        n.t("Address: ").add(c.addr()).t("\n")
    else:
        n.t("Address: same as mother\n")
    job = c.prof()
    n.f("Occupation: {j}", j=(job, "PROFESSION"))
    if c.chance(0.6):
        n.f(" at {o}", o=(c.org(), "ORGANIZATION"))
    n.t("\n")
    if c.chance(0.6):
        n.f("Vehicle: {v}", v=(c.plate(), "VEHICLE"))
        if us and c.chance(0.5):
            n.f("  VIN {v}", v=(c.vin(), "VEHICLE"))
        n.t(c.ch([" (known to police)", "", " - seen outside ward at night"]) + "\n")
    n.t("\nOTHER CHILDREN / HOUSEHOLD\n")
    rows = []
    maxa = min(15, m.age - 17)
    for _ in range(c.ri(1, 3) if (m.para or c.chance(0.5)) and maxa >= 0 else 0):
        ch_ = c.person(c.ch("FM"), origin=m.origin, last=m.p.last if c.chance(0.6) else pa.p.last)
        a = c.ri(0, maxa)
        rows.append([[(ch_.full, F)], [(c.d(c.dob(a), c.ch(["num", "num2"])), "DATE")], [(str(a), "AGE")],
                     [(c.school(a), "ORGANIZATION")] if a >= 2 and c.chance(0.8) else ["n/a" if a < 2 else "home"],
                     c.ch(["lives with mother", "with MGM", "kinship care", "foster care", "lives with father"])])
    if c.chance(0.6):
        gm = c.person("F", origin=m.origin)
        a = m.age + c.ri(18, 30)
        rows.append([[(gm.full, F)], [(c.d(c.dob(a), "num"), "DATE")], [(str(a), "AGE")], ["-"], ["MGM, visits daily"]])
    if rows:
        table(n, ["Name", "DOB", "Age", "School/setting", "Relationship/notes"], rows, c.ch(["pipe", "aligned", "md"]))
    else:
        n.t("None.\n")
    n.t("\nPROFESSIONALS INVOLVED\n")
    gp, hv, sw = c.staff("dr"), c.staff("nn"), c.staff("mw")
    n.t("PCP: " if us else "GP: ").add(c.sig(gp, c.ch(["dr", "drf"]))).f(", {pr}, {p}\n", pr=(c.gp(adult=True), "HOSPITAL"),
                                                                      p=(c.phone("land"), "PHONE"))
    n.t("Health visitor: " if not us else "Case manager: ").add(c.nm(hv, D, c.ch(["full", "il"])))
    n.f(" {p}\n", p=(c.phone("land"), "PHONE"))
    if c.chance(0.6):
        n.t("Social worker: ").add(c.nm(sw, D, "full")).f(" ({tm}) {e}\n", tm=c.ch(["Assessment Team", "Family Support",
                                                                                      "CP team", "Duty"]),
                                                           e=(c.email(sw), "EMAIL"))
    if c.chance(0.5):
        kw = c.staff("hca")
        n.t("Drug & alcohol key worker: ").add(c.nm(kw, D, "full")).f(" at {o}\n", o=(c.ch(SERVICES), "ORGANIZATION"))
    n.t("\nCONCERNS\n")
    pool = [x for x in CONCERNS if m.age < 19 or not x.startswith("Young parent")]
    for tpl in sorted(set([c.ch(pool) for _ in range(c.ri(2, 3))])):
        n.f(tpl + "\n", d=(c.d(c.days(-200, -5), c.ch([c.ds, "long", "num"])), "DATE"), r=(c.acc("ref"), "IDNUM"),
            o=(c.ch(SERVICES), "ORGANIZATION"), y=(str(c.today.year - c.ri(2, 8)), "DATE"), ph=(c.pharmacy(), "HOSPITAL"))
    n.t("\nMother's views: " + c.ch(["aware of and agrees with referral.", "not informed - would increase risk.",
                                     "disagrees, but understands reasons.", "consented verbally."]) + "\n")
    n.t("Outcome requested: " + c.ch({"UK": ["pre-birth assessment; strategy discussion before 32/40.", "Section 47 enquiry.",
                                            "early help assessment."],
                                     "IE": ["Tusla child protection assessment.", "Meitheal / family support.",
                                            "pre-birth case conference."],
                                     "US": ["CPS intake assessment.", "plan of safe care (CAPTA) notification.",
                                            "hold on infant discharge pending CPS."]}[c.c]) + "\n\n")
    n.add(sign_off(c, smw, lic=c.chance(0.5))).t("\n")
    if c.chance(0.5):
        n.add(audit(c, smw)).t("\n")
    return n
