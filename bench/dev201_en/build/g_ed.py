"""Genre: paediatric emergency department note."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

# (min age days, max age days, chief complaint, hpi, exam, course, dx, dispo, febrile, unwell)
PRES = [
    (20, 85, "Fever", "{age} ex-term {sex} brought in by {rel} {cg} with fever to {tc} C at home since this morning. "
     "Feeding reduced to half usual volume, fewer wet {nappies}. No cough, no rash. No sick contacts apart from "
     "{sib} with a cold.",
     "Fontanelle soft and flat. Mildly irritable but consolable. No focus of infection identified. CRT <2 s.",
     "Full septic workup: CBC (WBC 16.2, ANC 9.8), CRP 42 mg/L, procalcitonin 0.9, blood culture, catheter UA "
     "(LE 2+, nitrite pos), LP (CSF WBC 3, protein 61, glucose 48). Started ceftriaxone 50 mg/kg IV.",
     "Febrile infant; probable UTI", "Admitted to {ward} under {paed}s", True, True),
    (60, 700, "Difficulty breathing", "{age} with 3 days of coryza and cough, now increased work of breathing and "
     "poor feeding since last night. {Rel} {cg} counted {rr} breaths a minute at home. Attends {creche}.",
     "Subcostal and intercostal recession, nasal flaring. Widespread fine crackles and expiratory wheeze bilaterally.",
     "Trial of nasal suction. Started on high-flow nasal cannula 2 L/kg/min, FiO2 0.35. NG feeds at 2/3 maintenance. "
     "RSV PCR positive.", "Bronchiolitis (RSV)", "Admitted to {ward}, bed {bed}", False, True),
    (240, 2200, "Barky cough", "{age} woke at 02:00 with barking cough, hoarse voice and noisy breathing. "
     "No drooling. Had a cold for 2 days. Immunisations up to date per {rel}.",
     "Inspiratory stridor at rest when agitated, resolves when calm. Mild suprasternal recession. Westley score 3.",
     "Dexamethasone 0.15 mg/kg PO given at triage. Observed for 3 hours; stridor resolved.",
     "Croup, mild-moderate", "Discharged home with {rel}; croup advice leaflet given", False, False),
    (300, 5000, "Head injury", "{age} fell approx. 1.2 m from the top bunk onto a carpeted floor at {time}. "
     "Cried immediately, no LOC. Vomited once. Witnessed by {sib}. No anticoagulants.",
     "GCS 15. 3 x 2 cm boggy haematoma over the left parietal region. Pupils equal and reactive. No signs of basal skull "
     "fracture. Neuro exam non-focal.", "Observed 4 h per PECARN; tolerated fluids, no further vomiting. CT not indicated.",
     "Minor head injury", "Discharged home with head injury advice", False, False),
    (1100, 6200, "Injured in MVC", "{age} restrained rear-seat passenger in a {car} (reg/plate {plate}) that was "
     "struck on the driver's side at approx. 40 mph at an intersection in {city}. Driver was {rel} {cg}, also being "
     "assessed. Airbags deployed. Ambulatory at scene. Complains of seatbelt-area abdominal pain.",
     "Linear abrasion across lower abdomen (seatbelt sign). Mild tenderness LLQ, no guarding. C-spine cleared clinically.",
     "FAST negative. ALT 34, AST 41, lipase 22, UA no blood. CT abdomen/pelvis with contrast: no solid organ injury. "
     "Police report no. {pol} obtained for the record.", "Seatbelt sign; blunt abdominal trauma, no injury identified",
     "Admitted for 24 h observation under surgery", False, False),
    (700, 6200, "Arm injury", "{age} fell off a trampoline at a friend's house in {city} yesterday evening landing on an "
     "outstretched left hand. Pain and swelling of the distal forearm. Seen at {clinic} who referred in.",
     "Swelling and tenderness distal radius, no open wound, neurovascularly intact distally. Radial pulse 2+.",
     "X-ray: dorsally angulated distal radius fracture, 20 degrees. Intranasal fentanyl 1.5 mcg/kg. "
     "Closed reduction under ketamine sedation; post-reduction films acceptable. Above-elbow cast.",
     "Distal radius fracture, left", "Fracture clinic in 1 week", False, False),
    (200, 3600, "Vomiting and diarrhoea", "{age} with 2 days of vomiting (6 episodes) and watery diarrhoea "
     "(8-10/day), no blood. Several classmates at {school} unwell. Decreased urine output since yesterday.",
     "Dry mucous membranes, CRT 2-3 s, mildly sunken eyes. Abdomen soft, active bowel sounds.",
     "Ondansetron 0.15 mg/kg PO. Oral rehydration trial with ORS 5 ml every 2 min - tolerated 400 ml. "
     "Glucose 4.1 mmol/L. Passed urine before discharge.", "Acute gastroenteritis with moderate dehydration",
     "Home; return precautions", False, False),
    (730, 6500, "Wheeze / SOB", "{age} with known asthma on {ics}, cough and wheeze since a viral illness began 2 days "
     "ago; using salbutamol every 2 hours since this morning. Last admission {lastadm}. Smoke exposure at home.",
     "Speaking in phrases. Diffuse expiratory wheeze, moderate recession. PEF 55% predicted.",
     "Salbutamol 5 mg + ipratropium 250 mcg nebulised x3 back-to-back, prednisolone 1 mg/kg PO. Reassessed: wheeze "
     "improved, SpO2 95% in air.", "Acute asthma, moderate", "Discharged on salbutamol weaning plan and 3 days "
     "prednisolone; GP review in 48 h", False, True),
    (700, 2000, "Possible ingestion", "{age} found by {rel} at {time} with an open bottle of {gm}'s amlodipine "
     "5 mg tablets; up to 4 tablets possibly missing. Poison Center contacted by {rel} (case no. {pcc}).",
     "Alert and playful. No pill fragments in mouth. HR and BP within normal limits for age.",
     "Activated charcoal not given (>1 h). ECG normal, QTc 410. Serial BP and glucose q1h for 12 h - stable.",
     "Possible calcium channel blocker ingestion", "Observed overnight; safety counselling re medication storage",
     False, False),
    (1500, 6200, "Laceration", "{age} cut chin on the edge of a swimming pool at {place} this afternoon. "
     "Bleeding controlled with pressure. Tetanus status up to date.",
     "2.5 cm linear laceration under the chin, clean edges, no foreign body, no dental injury.",
     "LET applied 30 min. Irrigated; closed with 5 x 5-0 fast-absorbing gut sutures. Tolerated well with "
     "child life support.", "Chin laceration, repaired", "Home; wound care instructions", False, False),
    (2500, 6400, "Allergic reaction", "{age} developed lip swelling, generalised hives and cough 10 min after eating a "
     "cookie at {school} lunch. School nurse {sn} gave epinephrine 0.3 mg IM at {time}; EMS transported.",
     "Resolving urticaria over trunk, no stridor, chest clear, no hypotension.",
     "Cetirizine, prednisolone given. Observed 6 h after epinephrine with no biphasic reaction.",
     "Anaphylaxis, probable tree nut", "Home with 2 auto-injectors; allergy referral", False, False),
    (180, 1900, "Seizure", "{age} had a generalised tonic-clonic seizure lasting about 3 min at home while febrile "
     "(39.4 C). {Rel} {cg} filmed it on phone. First episode. {Rel}'s brother had febrile seizures as a child.",
     "Post-ictal on arrival, now back to baseline. Red TMs bilaterally. No meningism, no rash.",
     "Antipyretics. No bloods required. Parent education re febrile convulsions, rescue advice given.",
     "Simple febrile seizure; acute otitis media", "Discharged on amoxicillin 80-90 mg/kg/day", True, False),
    (2500, 6400, "Abdominal pain", "{age} with periumbilical pain since yesterday migrating to the RLQ, anorexia, "
     "1 vomit. Pain worse with movement in the car on the way in.",
     "Tender RLQ with guarding; positive Rovsing sign; pain on hopping.",
     "WBC 15.8, neutrophils 82%, CRP 38. Ultrasound: non-compressible appendix 9 mm. Surgical team consulted; "
     "NPO, IV fluids, cefoxitin.", "Acute appendicitis", "Admitted under paediatric surgery for laparoscopic "
     "appendicectomy", False, False),
    (3000, 6500, "Polyuria, vomiting", "{age} with 3 weeks of polyuria, polydipsia and 4 kg weight loss, vomiting "
     "today. {Rel} noted fruity breath. No known diabetes in family.",
     "Kussmaul breathing, dry mucosa, CRT 3 s, GCS 15.",
     "Glucose 28.4 mmol/L, pH 7.14, bicarbonate 8, ketones 5.8. DKA protocol commenced: 10 ml/kg bolus, insulin "
     "0.05 units/kg/h after 1 h of fluids.", "New-onset type 1 diabetes with moderate DKA",
     "Admitted to PICU, bed {bed}", False, True),
]


def build(rng, country, lower):
    pr = rng.choice(PRES)
    lo, hi, cc, hpi, ex, course, dx, dispo, feb, unwell = pr
    ctx = Ctx(rng, country, lower, (lo, hi))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    att = ctx.clin("MD" if ctx.us else rng.choice(["FRCPI", "MRCPI", "FRCEM"]))
    res = ctx.clin(rng.choice(["MD", "DO"]) if ctx.us else rng.choice(["MB", "MRCPI"]))
    nurse = ctx.clin("RN")
    sib = ctx.child()
    gm = ctx.adult("F", "grandmother")
    if ctx.us:
        car = rng.choice(["2016 Honda CR-V", "2019 Toyota Camry", "2012 Ford F-150", "2021 Kia Sorento",
                          "2015 Chevrolet Equinox"])
        plate = gen.us_plate(rng) if rng.random() < 0.7 else gen.vin(rng)
        pol = "%s-%s" % (gen.digits(rng, 2), gen.digits(rng, 6))
    else:
        car = rng.choice(["2017 Skoda Octavia", "Volkswagen Golf", "2019 Toyota Corolla", "2014 Ford Focus",
                          "Hyundai Tucson"])
        plate = gen.ie_reg(rng)
        pol = "PULSE %s" % gen.digits(rng, 8)
    place = rng.choice(["Kelvin Park public pool", "the Riverside Leisure Centre", "Hollybrook Aquatic Center",
                        "Lakeview Community Pool"])
    kw.update({
        "tc": "%.1f" % rng.uniform(38.1, 39.6), "nappies": "diapers" if ctx.us else "nappies",
        "sib": ["older " + ("brother " if sib.sex == "M" else "sister "), sib.n("first")],
        "rr": str(rng.randint(50, 70)), "creche": P(ctx.make_school("pre"), "ORGANIZATION"),
        "time": "%02d:%02d" % (rng.randint(6, 21), rng.randint(0, 59)), "car": car,
        "plate": P(plate, "VEHICLE"), "pol": P(pol.split(" ")[-1], "IDNUM"),
        "ics": rng.choice(["Flovent 44 mcg 2 puffs BID", "beclomethasone 100 mcg BID", "Seretide 50/100 BID"]),
        "lastadm": ctx.D(gen.add_days(ctx.visit, -rng.randint(60, 500))),
        "gm": ["grandmother ", gm.n("first")], "pcc": P("PC" + gen.digits(rng, 7), "IDNUM"),
        "place": P(place, "LOCATION_OTHER"),
        "sn": ctx.clin("RN").n("fl"), "bed": P(str(rng.randint(1, 24)), "LOCATION_OTHER"),
        "Rel": kw["rel"].capitalize(),
    })
    if pol.startswith("PULSE"):
        kw["pol"] = ["PULSE ", P(pol.split(" ")[1], "IDNUM")]
    arr = "%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59))
    # header
    k = rng.randint(0, 2)
    if k == 0:
        d.line("{h} - {p}", h=kw["hosp"], p="Pediatric Emergency Department" if ctx.us else
               rng.choice(["Paediatric Emergency Department", "Children's ED"]))
        d.line("ED PHYSICIAN NOTE")
    elif k == 1:
        d.line("{P} EMERGENCY - PROVIDER NOTE", P=ctx.paed().upper())
        d.line("Facility: {h}", h=kw["hosp"])
    else:
        d.line("ED Note | {h} | {loc} {r}", h=kw["hosp"], loc=rng.choice(["Room", "Bed", "Cubicle"]),
               r=P(str(rng.randint(1, 30)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
    C.pt_header(ctx, d, rng, fields=rng.choice([("name", "dob", "mrn", "acct"), ("name", "age", "sex", "mrn"),
                                                ("name", "dob", "acct")]))
    d.line("Arrival: {dt} {t}  Mode: {m}  Triage: {tri}", dt=kw["today"], t=arr,
           m=rng.choice(["private vehicle", "EMS", "ambulance", "walk-in"]),
           tri=("ESI " + str(rng.randint(2, 4))) if ctx.us else ("MTS " + rng.choice(["orange", "yellow", "green"])))
    if rng.random() < 0.5:
        d.line("Location: {z} {r}", z=rng.choice(["Peds Pod", "Resus", "Fast track", "Majors"]) if ctx.us else
               rng.choice(["Resus", "Majors", "Minors", "Paeds Bay"]),
               r=P(str(rng.randint(1, 18)), "LOCATION_OTHER"))
    if ctx.us and rng.random() < 0.4:
        d.line("Guarantor: {g}  Phone {p}", g=ctx.guardian.n("LF"), p=P(ctx.guardian.phone, "PHONE"))
    if rng.random() < 0.2:
        d.line("Identity verified at registration by {x} ID {b}.", x=rng.choice(["palm-vein scan", "biometric"]),
               b=P(gen.bioid(rng), "BIOID"))
    d.line("Attending: {a}    Resident: {r}", a=ctx.dr(att, "fl_cred"), r=ctx.dr(res, "fl"))
    d.t("\n")
    d.line("CHIEF COMPLAINT: {c}", c=cc)
    d.line("HPI: " + hpi, **kw)
    d.t("\n")
    d.line("PMH: {x}", x=rng.choice(["Term, SVD, no NICU stay. No prior admissions.",
                                      "Born at 34 weeks, 2 weeks in SCBU. Eczema.",
                                      "Asthma, eczema. Tonsillectomy 2 years ago.",
                                      "Nil significant.", "Recurrent AOM, grommets inserted."]))
    meds = C.meds_list(ctx, rng)
    d.line("Meds: {m}", m="; ".join(meds) if meds else "none")
    d.line("Allergies: {a}", a=rng.choice(C.ALLERGIES))
    d.line("Immunizations: {i}" if ctx.us else "Immunisations: {i}",
           i=rng.choice(["UTD per {rel}".replace("{rel}", kw["rel"]), "up to date", "incomplete - see below",
                         "behind schedule; family recently moved"]))
    if rng.random() < 0.6:
        d.w("Social: lives with {rel} {cg}", rel=kw["rel"], cg=kw["cgfl"])
        if rng.random() < 0.5:
            d.w(" ({job})", job=kw["cgjob"])
        d.w(" in {c}", c=kw["city"])
        if ctx.age_y >= 4:
            d.w("; attends {s}", s=kw["school"])
        d.line(".")
    d.t("\n")
    v = C.vitals(ctx, rng, febrile=feb, unwell=unwell)
    w, _, _ = C.growth(ctx.age_m, rng, ctx.pt.sex)
    d.line("VITALS: " + C.vitals_line(v, rng) + "  Wt %.1f kg" % w)
    d.line("EXAM:")
    d.line("General: " + rng.choice(["alert, interactive", "tired but rousable", "well-appearing", "distressed, consolable by parent"]))
    d.line(ex)
    d.line("Remainder of exam unremarkable.")
    d.t("\n")
    d.line("ED COURSE / MDM:")
    d.line(course, **kw)
    if rng.random() < 0.5:
        acc = "%s%s-%s" % (rng.choice(["XR", "US", "CT", "L"]), gen.digits(rng, 2), gen.digits(rng, 5))
        d.line("Imaging/lab accession {a}; results reviewed with {r}.", a=P(acc, "IDNUM"), r=ctx.dr(att, "dr_last"))
    if rng.random() < 0.5:
        d.line("{t} Reassessed by {r}; pt {pi} comfortable, {rel} updated at bedside.",
               t="%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59)), r=ctx.dr(res, "dr_last"), rel=kw["rel"],
               pi=ctx.pt.n(rng.choice(["init", "f_li", "first"])))
    d.t("\n")
    d.line("DIAGNOSIS: " + dx)
    d.line("DISPOSITION: " + dispo + ".", **kw)
    if "Home" in dispo or "Discharged" in dispo or "Fracture" in dispo:
        d.w("Follow up with {gp} ", gp=kw["gp"])
        pcp = ctx.clin("MD" if ctx.us else "MICGP")
        d.w("{d} at {c}", d=ctx.dr(pcp, "dr_last"), c=kw["clinic"])
        d.line(" {n}; return if worse.", n=rng.choice(["in 1-2 days", "in 48 hours", "in 3 days", "within the week"]))
        if rng.random() < 0.5:
            d.line("Discharge instructions given to {rel} in {lang}; teach-back done. Contact number confirmed: {p}.",
                   rel=kw["rel"], lang=rng.choice(["English", "Spanish via interpreter", "Polish via interpreter", "Arabic via phone interpreter"]),
                   p=P(ctx.guardian.phone, "PHONE"))
    d.t("\n")
    if rng.random() < 0.5:
        d.line("Nursing: {n}, RN - pain score {p}/10 at discharge (FLACC/Wong-Baker).", n=nurse.n("fl"), p=str(rng.randint(0, 4)))
    if rng.random() < 0.35:
        scribe = ctx.clin("scribe")
        d.line("Scribed by {s} for {a}.", s=scribe.n("fl"), a=ctx.dr(att, "dr_last"))
    C.e_sign(ctx, d, att, rng)
    if rng.random() < 0.3:
        d.line("Pager: {p}", p=P("555-" + "01%02d" % rng.randint(0, 99), "PHONE"))
    return d, ctx
