"""Genre 4: rural and remote health clinic notes, incl. retrieval / flying-doctor records (AU)."""
from core import m, table, aligned
from common import time, dtime, medlist, ALLERGY, pick, vitals
from ctx import Ctx
from common import obs_chart, noun, immunisations
import datetime as dt

CAGES = {"chest": (38, 72), "snake": (8, 70), "rhd": (7, 28), "om": (2, 11), "skin": (3, 40), "quad": (16, 65), "dm": (30, 72),
         "aph": (16, 40), "sepsis": (62, 90)}

PLAN_X = ["Clinic follow-up with visiting GP next week", "Recall entered in clinic system", "Family educated re red flags, to return if worse",
          "Health hardware check (shower, washing machine) - housing referral", "Adult health check (715) due - booked",
          "Interpreter booked for next visit", "Pharmacy supply via Section 100 - dose administration aid", "Refer to visiting paediatrician",
          "Audiology outreach referral", "Dental outreach list", "Notify public health unit if confirmed"]

CASES = [
    dict(k="chest", pc="central chest pain 2 hrs", hx="Pain started while working on the bore pump, heavy, radiating to jaw. Diaphoretic.",
         ex="ECG: ST elevation II, III, aVF with reciprocal changes in I, aVL.", tx="Aspirin 300mg, GTN s/l x2, IV morphine 2.5mg, tenecteplase per protocol after DMO consult",
         dx="Inferior STEMI", retr=True),
    dict(k="snake", pc="?snakebite L ankle", hx="Bitten by brown snake while collecting firewood near the creek, ~40 min ago. Saw the snake.",
         ex="Two puncture marks L lateral malleolus. Mild headache, nausea. No bleeding from gums.", tx="Pressure immobilisation bandage + splint applied, IV access x2, bloods for 20WBCT/coags, NIL by mouth",
         dx="Suspected brown snake envenomation", retr=True),
    dict(k="rhd", pc="monthly bicillin", hx="Known RHD (moderate MR) on secondary prophylaxis. Last injection 28 days ago. No SOB, no chest pain.",
         ex="Murmur 3/6 pansystolic apex, unchanged. Afebrile.", tx="Benzathine benzylpenicillin 1,200,000 units IM L ventrogluteal, lignocaine diluent",
         dx="RHD - secondary prophylaxis, on schedule", retr=False),
    dict(k="om", pc="child with discharging ear", hx="3/7 discharge from R ear. Mum says hearing poor at school. Several previous episodes.",
         ex="R TM perforated with purulent discharge. L TM dull, retracted. Tympanometry L flat (type B).", tx="Ciprofloxacin ear drops 5 drops bd x 7 days, dry mopping taught to mum, amoxicillin 15mg/kg tds",
         dx="CSOM R ear, OME L ear", retr=False),
    dict(k="skin", pc="sores on legs, itchy", hx="Itchy rash 2/52, several family members also scratching. Sores on both shins.",
         ex="Burrows on finger webs and wrists. Purulent crusted sores R shin x3.", tx="Permethrin 5% cream whole household, trimethoprim-sulfamethoxazole bd 3/7, housing team referral",
         dx="Scabies with secondary impetigo", retr=False),
    dict(k="quad", pc="quad bike rollover", hx="Rolled quad bike mustering cattle, bike landed on chest. Ambulant at scene. Brought in by station ute, 90 min drive.",
         ex="Tender R lower ribs 8-10, decreased air entry R base, SpO2 91% RA. FAST (RN-performed) not available. Abdo soft.", tx="O2 via NP, IV fentanyl titrated, C-spine cleared clinically (NEXUS neg), chest x-ray unavailable",
         dx="R rib fractures ?haemopneumothorax", retr=True),
    dict(k="dm", pc="chronic disease check - diabetes", hx="Feeling ok. Missing evening metformin often. Drinking sugary drinks from the store. Feet sore.",
         ex="Wt 98kg, BMI 36. POC HbA1c 9.8%. Urine ACR 42. Monofilament normal. Small ulcer L 1st MTP, clean.", tx="Wound dressing, podiatry referral (visiting service next month), insulin start discussed, ACR repeat",
         dx="T2DM suboptimal control, early nephropathy, L foot ulcer", retr=False),
    dict(k="aph", pc="PV bleeding at 32/40", hx="G3P2 at 32+4 weeks, painless bright PV bleeding soaked 2 pads in 1 hr. Reduced FM today.",
         ex="BP 124/78, HR 104. Uterus soft non-tender. FHR 150 on doppler. No speculum examination (?placenta praevia - no US this pregnancy).", tx="2 large-bore IVs, Hartmann's, group & hold, anti-D not available on site",
         dx="APH ?placenta praevia", retr=True),
    dict(k="sepsis", pc="fever, confusion", hx="Elderly lady brought by family, 2/7 fevers, not eating, urine smells. Known CKD.",
         ex="T 39.1, HR 122, BP 92/54, GCS 14. Suprapubic tenderness. Urine dip nitrites +.", tx="Sepsis pathway: IV ceftriaxone 2g, 1L NaCl bolus, POC lactate 3.9",
         dx="Sepsis ?urinary source", retr=True),
]

AIRCRAFT = ["PC-12", "King Air B200", "King Air 350", "PC-24", "AW139 (rotary)"]


def clinic_note(c, cs, ran, dmo, clinic, terse):
    r = c.rng
    out = []
    kin = c.relative(r.choice(["mother", "father", "aunty", "nan"] if c.age < 16 else ["mother", "father", "sister", "aunty", "son", "daughter", "uncle"]))
    if terse:
        out.append("%s %s %s (RAN)" % (c.Ds(c.today), time(c), c.doc(ran, "first")))
        out.append("%s %s pres w %s" % (c.P("first_li"), c.A(r.choice(["yo", "agesex"])), cs["pc"]))
        out.append("hx: " + cs["hx"].lower())
        out.append("obs: " + vitals(c, sick=cs["retr"], style="terse"))
        if r.random() < 0.5:
            out.append(obs_chart(c, sick=cs["retr"]))
        out.append("pmhx: " + ", ".join(pick(c, ["recurrent om", "asthma", "anaemia", "scabies x2", "nil"] if c.age < 16 else ["t2dm", "rhd", "ckd3", "htn", "hx arf", "asthma", "smoker", "nil"], r.randint(1, 3))) +
                   "  meds: " + ", ".join(medlist(c, r.randint(1, 3))) + "  allergies: " + pick(c, ALLERGY).lower())
        out.append("o/e: " + cs["ex"])
        out.append("mx: " + cs["tx"])
        out.append("imp: " + cs["dx"].lower())
        out.append("plan: " + "; ".join(x.lower() for x in r.sample(PLAN_X, r.randint(2, 3))))
        out.append("w/ %s %s (%s) - phone %s" % (kin.rel, c.nm(kin, "FAMILY", "first"), r.choice(["present", "on phone", "translated"]),
                                                 m("PHONE", c.phone("mob"))))
    else:
        out.append("PROGRESS NOTE - %s" % m("HOSPITAL", clinic))
        out.append("Date: %s   Time: %s   Clinician: %s, RAN" % (c.D(c.today), time(c), c.doc(ran, "full")))
        out.append("")
        out.append("Presenting: " + cs["pc"])
        out.append("History: %s %s. %s Accompanied by %s %s." % (c.A(r.choice(["year-old", "yo", "yrs"])), noun(c),
                                                                    cs["hx"], kin.rel, c.nm(kin, "FAMILY", "full")))
        out.append("Last seen in clinic %s (%s). %s" % (c.D(c.ago(r.randint(10, 200))), r.choice(["CDM review", "wound check", "scabies treatment",
                                                                                                 "immunisation catch-up", "bicillin"]),
                                                      r.choice(["No hospital admissions in last 12 months.",
                                                                "Admitted to %s %s with pneumonia." % (m("HOSPITAL", c.hospital("hosp")), c.D(c.ago(r.randint(200, 900)), "month_y")),
                                                                "Medevac x1 last year."])))
        if c.age < 16:
            out.append("Attends %s (year %d). Lives with %s and %d siblings." % (m("ORGANIZATION", c.town + r.choice([" School", " Community School", " Primary School"])),
                                                                           max(0, c.age - 5), r.choice(["nan", "mum", "aunty", "both parents"]), r.randint(1, 6)))
        elif r.random() < 0.5:
            out.append("Lives at %s outstation with family; works as %s. Speaks %s, interpreter %s used." % (
                m("LOCATION_OTHER", c.new_town() + " " + r.choice(["Outstation", "Homeland", "Camp"])), c.profession(),
                r.choice(["Kriol", "Warlpiri", "Pitjantjatjara", "English", "Yolŋu Matha", "Arrernte"]),
                c.nm(c.person(), "DOCTOR", "full")))
        out.append("PMHx: " + ", ".join(pick(c, ["recurrent otitis media", "asthma", "iron deficiency anaemia", "failure to thrive (infancy)", "nil"] if c.age < 16 else ["T2DM", "RHD", "CKD stage 3", "HTN", "previous ARF", "asthma", "smoker", "bronchiectasis"], r.randint(1, 3))))
        out.append("Meds: " + ", ".join(medlist(c, r.randint(1, 4))))
        out.append("Allergies: " + pick(c, ALLERGY))
        out.append("")
        out.append("Obs: " + vitals(c, sick=cs["retr"], style=r.choice(["line", "slash"])))
        if cs["retr"] or r.random() < 0.4:
            out.append(obs_chart(c, sick=cs["retr"]))
        out.append("Wt %.1f kg. BGL %.1f. Urinalysis: %s." % (r.uniform(12, 110) if c.age < 12 else r.uniform(48, 120), r.uniform(4.2, 16),
                                                            r.choice(["NAD", "leuc +, nit -", "prot ++", "glucose +++"])))
        out.append("Exam: " + cs["ex"])
        out.append("Management: " + cs["tx"])
        out.append("Assessment: " + cs["dx"])
        out.append("Plan:")
        for x in r.sample(PLAN_X, r.randint(2, 4)):
            out.append("  - " + x)
        if r.random() < 0.5:
            out.append("Immunisations on AIR:")
            out.append(immunisations(c, r.sample(["Influenza", "COVID-19", "Pneumococcal", "dTpa", "Hep B #3", "MMR #2", "Men B"], r.randint(2, 4))))
    if cs["retr"]:
        out.append("")
        out.append("%s: Telehealth with DMO %s (%s) - %s" % (time(c), c.doc(dmo, r.choice(["dr_full", "dr_last"])),
                                                             m("PHONE", c.phone("land")), r.choice(["agrees urgent retrieval", "request aeromedical retrieval, P1",
                                                                                                  "retrieval P2 to regional hospital"])))
    else:
        out.append("Recall: %s. Next due %s." % (r.choice(["CDM review 3/12", "bicillin 28 days", "ear check 1/52", "wound review 2/7"]),
                                                  c.Ds(c.ahead(r.randint(2, 30)))))
    return out


def retrieval(c, cs, dmo, clinic, recv, flight_rn, pilot):
    r = c.rng
    out = []
    rego = "VH-" + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3))
    task = "T%02d-%05d" % (c.today.year % 100, r.randint(0, 99999))
    out.append("AEROMEDICAL RETRIEVAL RECORD")
    out.append("=" * 34)
    rows = [["Tasking no:", m("IDNUM", task)], ["Date:", c.D(c.today)], ["Priority:", r.choice(["P1", "P2", "P1 - time critical"])],
            ["Aircraft:", r.choice(AIRCRAFT) + " " + m("VEHICLE", rego)],
            ["Base:", m("CITY", c.new_town())], ["Pickup:", m("HOSPITAL", clinic) + " airstrip"],
            ["Receiving:", m("HOSPITAL", recv) + (", " + r.choice(["ED", "CCU", "birth suite", "ICU"]))],
            ["Patient:", c.P(r.choice(["LF_caps", "full"])) + "  " + c.A("agesex")], ["DOB:", c.D(c.dob)],
            ["Medicare:", m("HEALTHPLAN", c.ID("medicare"))], ["UR:", m("MRN", c.ID("mrn"))]]
    if r.random() < 0.3:
        rows.append(["DVA:", m("HEALTHPLAN", c.ID("dva"))])
    out.append(aligned(rows))
    out.append("")
    out.append("Crew: %s (MO), %s (flight nurse), pilot %s" % (c.doc(dmo, "dr_fi"), c.doc(flight_rn, "full"), m("DOCTOR", pilot.full)))
    out.append("")
    ev = ["Call received", "Wheels up", "On ground", "Pt contact", "Depart", "Arrive", "Handover"]
    t0 = r.randint(0, 14 * 60)
    steps = [0] + sorted(r.sample(range(10, 9 * 60), 6))
    times = [(e, "%02d%02d" % (((t0 + s) // 60) % 24, (t0 + s) % 60)) for e, s in zip(ev, steps)]
    out.append(table([["Event", "Time (ACST)" if c.region in ("NT", "Northern Territory", "SA", "South Australia") else "Time (local)"]] +
                     [[a, b] for a, b in times]))
    out.append("")
    out.append("Clinical: " + cs["dx"] + ". " + cs["hx"])
    out.append("Findings on arrival: " + vitals(c, sick=True, style="line"))
    out.append("In-flight: " + r.choice(["stable throughout, pain 3/10", "HR 120s during climb, 250ml bolus given",
                                         "vomited x1, ondansetron 4mg IV", "cabin altitude restricted to sea level"]))
    out.append("Drugs given: " + r.choice(["fentanyl 50mcg IV x2, ondansetron 4mg IV", "aspirin 300mg PO, heparin 5000u IV", "ceftriaxone 2g IV",
                                            "nil additional", "antivenom not given (no systemic envenomation), coags repeated"]))
    out.append("")
    out.append("ISBAR handover:")
    out.append("  I: %s, %s, UR %s" % (c.P("full"), c.A("yo"), m("MRN", c.ID("mrn"))))
    out.append("  S: " + cs["dx"])
    out.append("  B: " + cs["hx"])
    out.append("  A: " + vitals(c, sick=True, style="terse"))
    out.append("  R: " + r.choice(["needs cath lab", "admit under surgeons", "ICU review", "birth suite, obstetric review", "observe 24h, serial coags"]))
    out.append("Handover to %s at %s." % (c.doc(c.person(), r.choice(["dr_full", "full"])), m("HOSPITAL", recv)))
    if r.random() < 0.5:
        esc = c.relative(r.choice(["mother", "wife", "husband", "aunty", "daughter"]))
        out.append("Escort: %s %s (%s), phone %s" % (esc.rel, c.nm(esc, "FAMILY", "full"), r.choice(["travelled on aircraft", "driving by road",
                                                                                                    "to follow on mail plane"]),
                                                      m("PHONE", c.phone("mob"))))
    out.append("Signed: " + c.doc(flight_rn, "rn"))
    return out


def gen(rng, idx):
    c = Ctx(rng, "AU", age_range=(2, 88))
    r = c.rng
    c.terse = r.random() < 0.35
    cs = r.choice(CASES)
    lo, hi = CAGES[cs["k"]]
    c.age = r.randint(lo, hi)
    c.dob = c.today - dt.timedelta(days=int(c.age * 365.25) + r.randint(1, 360))
    if cs["k"] == "aph":
        c.pt.sex = "F"
        c.pt.first = r.choice(["Kirra", "Jedda", "Tahlia", "Shanelle", "Kayla", "Courtney", "Skye", "Indi", "Chloe", "Layla", "Talia"])
    ran, dmo, flight_rn, pilot = c.person(), c.person(), c.person(), c.person()
    clinic = r.choice(["%s Health Centre", "%s Clinic", "%s Community Health Centre", "%s Primary Health Care Centre"]) % c.town
    recv = c.hospital("hosp")
    out = []
    lay = r.choice(["clinic", "clinic+retr", "retr", "clinic"])
    if not cs["retr"]:
        lay = "clinic"
    banner = r.random() < 0.45
    if banner:
        out.append("%s | %s | HRN %s | DOB %s | printed by %s on %s" % (m("HOSPITAL", clinic), c.P("LF_caps"), m("MRN", c.ID("mrn")),
                                                                        c.D(c.dob), m("USERNAME", c.username(ran)), m("IPADDR", c.ip())))
        out.append("")
    if not banner or r.random() < 0.5:
        rows = [["Name", c.P("full")], ["DOB", c.D(c.dob)], ["Community", m("CITY", c.town) + ", " + m("STATE", c.region)],
                ["Address", m("STREET", c.street) if r.random() < 0.5 else "House " + m("LOCATION_OTHER", str(r.randint(1, 80)))],
                ["Medicare", m("HEALTHPLAN", c.ID("medicare"))], ["HRN", m("MRN", c.ID("mrn"))]]
        out.append(aligned([[a + ":", b] for a, b in rows]))
        out.append("")
    if lay in ("clinic", "clinic+retr"):
        out += clinic_note(c, cs, ran, dmo, clinic, c.terse)
        if r.random() < 0.5:
            out.append("")
            out.append("%s %s: %s" % (c.Ds(c.today), time(c), r.choice([
                "Aboriginal Health Practitioner %s assisted with obs and family liaison." % c.doc(c.person(), "full"),
                "Phoned %s to arrange bed, spoke to %s." % (m("HOSPITAL", recv), c.doc(c.person(), "full")),
                "Clinic manager %s notified. Police not required." % c.doc(c.person(), "full"),
                "Fax sent to %s on %s." % (m("HOSPITAL", recv), m("FAX", c.phone("land")))])))
    if lay in ("clinic+retr", "retr"):
        out.append("")
        out += retrieval(c, cs, dmo, clinic, recv, flight_rn, pilot)
    out.append("")
    out.append("Care plan / recalls:")
    items = (["Ear check", "Hb / iron", "Immunisations", "Skin check", "Growth (wt/ht)", "Hearing test", "Dental varnish"] if c.age < 16 else
             ["Adult health check (715)", "HbA1c", "Urine ACR", "Bicillin", "Cervical screen", "Influenza vaccine", "Eye check", "Echo (RHD)", "Foot check"])
    rows = [["Item", "Last done", "Next due", "Status"]]
    for it in r.sample(items, r.randint(3, 5)):
        rows.append([it, c.D(c.ago(r.randint(20, 400)), r.choice(["dmy", "dmy12", "mon_y"])), c.D(c.ahead(r.randint(5, 200)), r.choice(["dmy", "dmy12", "mon_y"])),
                     r.choice(["due", "overdue", "ok", "booked"])])
    out.append(table(rows))
    if r.random() < 0.85:
        out.append("")
        out.append("Communication log:")
        for k in range(r.randint(2, 4)):
            who = c.person()
            out.append("  %s %s  %s" % (c.Ds(c.ago(r.randint(0, 5))), time(c), r.choice([
                "Rang %s re bed availability - spoke with NUM %s." % (m("HOSPITAL", recv), c.doc(who, "full")),
                "Results faxed from pathology (%s), lab no. %s." % (m("FAX", c.phone("land")), m("IDNUM", c.accession())),
                "Msg left for %s on %s." % (c.nm(c.relative(), "FAMILY", "full"), m("PHONE", c.phone("mob"))),
                "Visiting GP %s reviewed notes via telehealth." % c.doc(who, "dr_full"),
                "Patient travel assistance form completed, booking ref %s." % m("IDNUM", "PTAS" + str(r.randint(100000, 999999))),
                "Store manager at %s asked to hold food voucher." % m("ORGANIZATION", c.town + " Community Store"),
                "Emailed discharge summary request to %s." % m("EMAIL", c.email(None)),
            ])))
    if r.random() < 0.4:
        out.append("")
        out.append("Next of kin: %s  Ph %s" % (c.nm(c.relative(), "FAMILY", "full"), m("PHONE", c.phone("mob"))))
    if r.random() < 0.3:
        out.append("Entered in %s by %s, %s" % (r.choice(["PCIS", "Communicare", "the clinic EHR"]), m("USERNAME", c.username(ran)),
                                                c.D(c.today, "iso")))
    if r.random() < 0.3:
        out.append("Transport: clinic troopy %s to airstrip." % m("VEHICLE", c.plate()))
    return "\n".join(out), "rural_remote_retrieval"
