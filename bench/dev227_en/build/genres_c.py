"""Genres: travel-related illness assessment, environmental health
inspection letter, public health nurse home visit."""
from doc import P
import clin as C
import pools as PL
from common import Staff, demo, audit, bullets, heading, tm, agep, narr, imm_hx

ABROAD = {
    "India": ["Mumbai", "Amritsar", "Ahmedabad", "Kochi", "Jalandhar"], "Pakistan": ["Lahore", "Karachi", "Mirpur", "Rawalpindi"],
    "Nigeria": ["Lagos", "Ibadan", "Enugu", "Abuja"], "Ghana": ["Accra", "Kumasi"], "Bangladesh": ["Sylhet", "Dhaka"],
    "Philippines": ["Manila", "Cebu", "Davao"], "Kenya": ["Nairobi", "Mombasa", "Kisumu"], "Vietnam": ["Ho Chi Minh City", "Hanoi"],
    "Mexico": ["Cancun", "Oaxaca", "Puerto Vallarta"], "Haiti": ["Port-au-Prince"], "Jamaica": ["Kingston", "Montego Bay"],
    "Sierra Leone": ["Freetown", "Bo"], "Somalia": ["Mogadishu", "Hargeisa"], "Thailand": ["Bangkok", "Chiang Mai"],
    "Brazil": ["Manaus", "Salvador"], "Peru": ["Cusco", "Iquitos"], "Uganda": ["Kampala", "Gulu"], "Tanzania": ["Arusha", "Dar es Salaam"],
    "Dominican Republic": ["Punta Cana"], "Cuba": ["Varadero", "Havana"], "Indonesia": ["Denpasar", "Yogyakarta"],
    "Nepal": ["Kathmandu", "Pokhara"], "Sri Lanka": ["Colombo", "Jaffna"], "Egypt": ["Cairo", "Luxor"], "Morocco": ["Marrakesh"],
    "Ethiopia": ["Addis Ababa"], "Cameroon": ["Douala", "Yaounde"], "Democratic Republic of the Congo": ["Kinshasa"],
    "Colombia": ["Cartagena"], "Guyana": ["Georgetown"], "Senegal": ["Dakar"], "Cambodia": ["Siem Reap"], "Turkey": ["Antalya", "Istanbul"],
    "Sudan": ["Khartoum"], "Guatemala": ["Antigua", "Flores"], "Malawi": ["Lilongwe", "Blantyre"], "Zimbabwe": ["Harare"],
}

TRAVEL_DX = [
    ("malaria", "P. falciparum malaria", "Thick/thin film: P. falciparum 1.2% parasitaemia; RDT positive",
     "Admitted for IV artesunate; switch to artemether-lumefantrine (Riamet) when parasitaemia <1%"),
    ("dengue", "Dengue fever (no warning signs)", "Dengue NS1 antigen POSITIVE; IgM pending",
     "Oral fluids, paracetamol only (avoid NSAIDs); daily FBC x 3; no person-to-person transmission risk"),
    ("typhoid", "Enteric fever", "Blood culture: Salmonella Typhi (XDR); Widal not performed",
     "IV meropenem then oral azithromycin; household screening; food handler exclusion assessment"),
    ("hepa", "Acute hepatitis A", "anti-HAV IgM REACTIVE; ALT 2210", "Supportive; HAV vaccine to household contacts; notified"),
    ("tb", "Suspected pulmonary TB", "CXR: RUL cavitation; sputum x3 AFB pending; IGRA positive",
     "Airborne isolation; notified to TB service; contact tracing deferred pending smear"),
    ("chik", "Chikungunya", "Chikungunya PCR DETECTED", "Symptomatic care; arthralgia advice; no PH action for contacts"),
    ("ricketts", "African tick bite fever", "Rickettsia serology pending; eschar on L ankle", "Doxycycline 100 mg BD x 7 days"),
    ("schisto", "Acute schistosomiasis (Katayama syndrome)", "Eosinophils 3.8; Schistosoma serology positive",
     "Praziquantel (timed after 8 wks from exposure); freshwater lake swimming reported"),
    ("measles", "Measles (imported)", "Measles IgM POSITIVE; PCR DETECTED", "Airborne isolation; urgent notification; flight contact tracing"),
    ("trav_d", "Travellers' diarrhoea", "Stool PCR: ETEC and Giardia DETECTED", "Hydration; metronidazole; exclusion advice (if food handler)"),
]


SX = {"malaria": "fever with rigors, headache, myalgia", "dengue": "fever, retro-orbital pain, maculopapular rash",
      "typhoid": "fever 39-40 for a week, headache, constipation then diarrhoea", "hepa": "jaundice, dark urine, anorexia",
      "tb": "cough, night sweats, wt loss", "chik": "fever + severe arthralgia (wrists/ankles)",
      "ricketts": "fever, headache, black eschar noted by pt", "schisto": "fever, urticaria, dry cough",
      "measles": "fever, coryza, conjunctivitis then rash from hairline", "trav_d": "diarrhoea 8x/day, cramps, low-grade fever"}


def big_hosp(w):
    pool = [h for h in (PL.CA_HOSP if w.ca else PL.UK_HOSP) if any(k in h for k in ("Hospital", "Infirmary", "General"))]
    return P(w.ch(pool), "HOSPITAL")


def g_travel(r, w, d):
    pt = w.person()
    age = r.randint(3, 79)
    dob = w.dob(age)
    doc = Staff(w, w.ch(["moh", "micro"]))
    key, dx, lab, plan = w.ch(TRAVEL_DX)
    ctry = w.ch(sorted(ABROAD.keys()))
    ret = -r.randint(3, 20)
    dep = ret - r.randint(10, 60)
    newcomer = w.maybe(0.25)
    loc = w.ch([big_hosp(w), big_hosp(w), P(w.ch(["Lakeshore Travel Health Clinic", "Moorgate Travel Clinic"]), "HOSPITAL")])
    d.f("{l} - {t}\n", l=loc, t=w.ch(["Returned Traveller Assessment", "Travel-related illness assessment",
                                        "Tropical / travel medicine consult", "Fever in the returned traveller"]))
    d.f("Seen: {dt} {t}\n", dt=w.D(0), t=tm(w))
    demo(d, w, pt, age, dob, fields=["name", "dob", w.ch(["hcn", "mrn"]), "phone"] + (["acct"] if w.maybe(0.45) else []) +
         (["ssn"] if age >= 18 and w.maybe(0.15) else []) + (["addr"] if w.maybe(0.4) else []))
    d.f("Referred by: {r}\n", r=w.ch([[w.staff().dr(), ", ", w.gp_practice()], "ED triage", "self (via " + ("811" if w.ca else "NHS 111") + ")",
                                      [w.staff().dr(), " (ED)"]]))
    heading(d, w, "Travel history")
    cty = w.ch(ABROAD[ctry])
    purpose = "newcomer / resettlement" if newcomer else w.ch(["VFR (visiting friends and relatives)", "tourism - backpacking",
                                                                "business", "volunteering", "wedding", "pilgrimage"])
    d.f("Purpose: {p}\n", p=purpose)
    if newcomer:
        d.f("Arrived {a} from {c} ({city}); {st}\n", a=w.D(ret), c=P(ctry, "COUNTRY"), city=P(cty, "CITY"),
            st=w.ch(["refugee claimant", "permanent resident (sponsored)", "international student", "temporary foreign worker"]))
    else:
        d.f("Travelled {a} to {b}: {city}, {c}", a=w.D(dep), b=w.D(ret), city=P(cty, "CITY"), c=P(ctry, "COUNTRY"))
        if len(ABROAD[ctry]) > 1 and w.maybe(0.5):
            c2 = [x for x in ABROAD[ctry] if x != cty][0]
            d.f(", then {c2} from {dd}", c2=P(c2, "CITY"), dd=w.Ds(dep + r.randint(3, 9)))
        d.t(".\n")
        if w.maybe(0.5):
            d.f("Stopover in {c} ({h}h).\n", c=P(w.ch(["Turkey", "Qatar", "United Arab Emirates", "Ethiopia", "Kenya", "Portugal",
                                                          "France", "Germany", "Netherlands", "Iceland", "Morocco"]), "COUNTRY"),
                h=str(r.randint(2, 20)))
    if w.maybe(0.6):
        d.f("{k} flight: {a} {f}{x}\n", k="Arrival" if newcomer else "Return", a=w.org("air"), f=w.flight(), x=[", seat ", w.seat()] if w.maybe(0.5) else "")
    if purpose.startswith("VFR") and w.maybe(0.7):
        rel = w.fam(last=pt.last if w.maybe(0.5) else None)
        d.f("Stayed with {rel} {n} in {v}. ", rel=w.ch(["grandmother", "uncle", "in-laws - mother-in-law", "cousin"]), n=rel.full(),
            v=w.ch(["a rural village", "a city flat", "a family compound", "the old town"]))
    pre = w.maybe(0.5) and not newcomer
    if pre:
        d.f("Pre-travel consult at {c} on {dt}: {v}. ", c=w.ch([w.gp_practice(), P(w.ch(["Lakeshore Travel Health Clinic",
                                                                                        "Moorgate Travel Clinic"]), "HOSPITAL")]),
            dt=w.D(dep - r.randint(7, 40)), v=w.ch(["Typhim Vi, Havrix given", "HepA + typhoid, Dukoral", "Stamaril (YF cert issued)",
                                                      "declined vaccines"]))
    d.t("Malaria prophylaxis: " + w.ch(["n/a (resident of endemic country)"] if newcomer else ["none", "atovaquone-proguanil (Malarone), stopped on return", "doxycycline, missed doses",
                                         "not indicated for itinerary", "mefloquine weekly, completed"]) + ".\n")
    heading(d, w, "History")
    d.f("Onset {o}: ", o=w.Ds(ret + r.randint(-3, 5)))
    d.t(SX[key] + ". ")
    d.t("Exposures: " + ", ".join(r.sample(["many mosquito bites", "freshwater swimming", "street food", "unpasteurised dairy",
                                              "dog lick on broken skin", "sick household contacts", "attended funeral",
                                              "healthcare visit abroad", "new sexual partner", "untreated well water",
                                              "bat cave tour", "game park safari"], 3)) + ".\n")
    if age >= 18 and w.maybe(0.5):
        d.f("Occupation: {p}. ", p=w.prof(age))
    d.t("PMH: " + w.ch(["nil", "T2DM", "asthma", "HIV on ART (CD4 540)", "splenectomy"] +
                       (["pregnant %d/40" % r.randint(8, 34)] if pt.sex == "F" and 17 < age < 45 else [])) + ". ")
    d.t("Meds: " + (", ".join(r.sample(C.MEDS_BG, r.randint(1, 2))) if w.maybe(0.6) else "nil regular") + "\n")
    heading(d, w, "Exam / results")
    fev = key not in ("hepa", "trav_d", "schisto")
    d.line(C.vitals(r, fever=fev))
    d.t(w.ch(["Alert, orientated, GCS 15. ", "Looks unwell, flushed. " if fev else "Well-looking, afebrile in clinic. "]))
    d.t(w.ch(["No rash. ", "Faint maculopapular rash trunk. ", "Eschar L ankle. ", "Scleral icterus. "]))
    d.t(w.ch(["Chest clear. ", "Crackles R base. ", ""]) + w.ch(["Abdo soft, mild hepatomegaly.", "Splenic tip palpable.",
                                                                "Abdo SNT.", "RUQ tender."]) + "\n")
    d.line(C.cbc(r))
    if w.maybe(0.5):
        d.line(C.chem(r))
    d.t(lab + "\n")
    d.t(w.ch(["VHF risk assessment: minimal risk - no travel to a VHF-endemic area in preceding 21 days.",
              "VHF risk assessment: low (endemic country but no high-risk exposures); malaria screen prioritised.",
              "Ebola/Lassa/CCHF not consistent with itinerary or exposures.", ""]) + "\n")
    if newcomer:
        heading(d, w, "Immigration medical follow-up")
        d.f("IME ref {i}; UCI {u}", i=P("IME-%s" % w.digits(8), "IDNUM"), u=P(w.digits(4) + "-" + w.digits(4), "IDNUM"))
        if w.maybe(0.7):
            d.f("; biometrics enrolment {b}", b=w.bioid())
        if not w.ca and w.maybe(0.6):
            d.f("; pre-entry TB screening cert {c}", c=P("TBC%s" % w.digits(7), "LICENSE"))
        d.t(".\n")
    heading(d, w, "Impression / plan")
    d.t(dx + ". " + plan + ".\n")
    if w.maybe(0.6):
        d.f("Notified to {o} by phone {dt}.\n", o=w.org("hp"), dt=w.Ds(0))
    if w.maybe(0.6):
        d.f("Follow-up: {x} on {dt}", x=w.ch(["ID clinic", "travel clinic", "GP review", "repeat bloods"]), dt=w.D(r.randint(2, 14)))
        d.f("{y}.\n", y=[" (", w.staff().dr(), ")"] if w.maybe(0.5) else "")
    if w.maybe(0.4):
        f = w.fam(last=pt.last if w.maybe(0.5) else None)
        d.f("Travel companion {f} ({rel}) {x}.\n", f=f.full(), rel=w.ch(["partner", "sister", "friend", "husband", "wife"]),
            x=w.ch(["is well", "also febrile - advised to attend", "given malaria awareness advice", "returns from abroad next month"]))
    if w.maybe(0.3):
        d.t(w.ch(C.DISTRACT) + "\n")
    d.f("\n{s}\n", s=[doc.p.dr() if w.maybe(0.5) else doc.p.full(), ", ", doc.role])
    if w.maybe(0.4):
        d.f("{l} {n}\n", l=w.lic_doc_label(), n=w.lic_doc())
    if w.maybe(0.5):
        audit(d, w, doc.p)


FINDINGS = [
    "Walk-in refrigerator recorded at {t} C (required 5 C or below / 4 C or below); food probed at {t2} C.",
    "No hot water at the wash hand basin in the main kitchen; basin obstructed by equipment.",
    "Evidence of rodent activity (droppings) behind dry goods shelving and under the pot-wash sink.",
    "Raw chicken stored above ready-to-eat salads in the reach-in fridge; risk of cross-contamination.",
    "Cooked rice left at ambient temperature for approx. 3 hours before refrigeration.",
    "No documented food safety management system (HACCP-based) available on site.",
    "Chopping boards heavily scored; colour-coding not followed.",
    "Sanitiser in use was not to BS EN 1276 / not an approved concentration (test strip 0 ppm).",
    "Food handler training certificates not available for 3 of 5 staff.",
    "Dishwasher final rinse measured at 61 C (minimum 82 C).",
    "Hot-holding bain-marie at 48 C (must be 63 C / 60 C or above).",
    "Cleaning of extraction canopy and filters inadequate; grease accumulation.",
]


def g_env(r, w, d):
    eho = Staff(w, "phi")
    moh = Staff(w, "moh")
    biz = w.org("food")
    fbo = w.fam()
    ba = w.addr(unit=False)
    ref_d = w.D(0)
    insp = -r.randint(2, 10)
    dis = w.ch(["salm", "campy", "noro", "stec", "hepa", "none", "none"])
    d.f("{o}\n", o=w.org(w.ch(["council", "council", "hp"])))
    d.line(w.ch(["Environmental Health Service", "Environmental Health & Licensing", "Health Protection - Food Safety Program",
                 "Environmental Public Health"]))
    oa = w.addr(unit=False)
    d.f("{a}\n", a=w.addr_line(oa))
    d.f("Tel {ph}   Fax {fx}\n", ph=w.phone(mobile=False), fx=w.fax())
    if w.maybe(0.7):
        d.f("{e}   {u}\n", e=w.email(), u=w.url())
    d.f("\nOur ref: {o}", o=P(w.ch(["EH/%d/%s", "FS-%d-%s", "ENV%d%s"]) % (w.base.year % 100, w.digits(5)), "IDNUM"))
    if w.maybe(0.4):
        d.f("   Premises ref: {p}", p=P("FP%s" % w.digits(6), "IDNUM"))
    d.f("\nDate: {dt}\n\n", dt=ref_d)
    tl = fbo.title
    d.f("{n}\n{b}\n{a}\n\n", n=w.ch([fbo.titled_full(), fbo.full(), ["The Food Business Operator, "]]), b=biz, a=w.addr_block(ba))
    d.f("Dear {n},\n\n", n=w.ch([[tl + " ", fbo.ln()], "Sir/Madam", ["Mr/Ms ", fbo.ln()], fbo.full()]))
    d.f("RE: {t} - {b}, {s}\n\n", t=w.ch(["Food hygiene inspection", "Investigation following reports of illness", "Re-inspection",
                                           "Routine inspection - unsatisfactory"]), b=biz, s=ba["street"])
    d.f("I write to confirm the findings of the {k} carried out at the above premises on {dt} at {t}", k=w.ch(["inspection", "visit",
                                                                                                              "unannounced inspection"]),
        dt=w.D(insp), t=tm(w))
    if w.maybe(0.5):
        col = w.staff()
        d.f(" by myself and my colleague {c}", c=w.ch([col.full(), col.finit()]))
    d.t(". ")
    if dis != "none":
        D = C.DIS[dis]
        n = r.randint(2, 9)
        d.t("The visit followed notification of %d cases of %s among people who ate food from your business " % (n, D["ab"]))
        d.f("on {a} and {b}. ", a=w.Ds(insp - r.randint(4, 8)), b=w.Ds(insp - r.randint(1, 3)))
        if w.maybe(0.6):
            c = w.person()
            d.f("One of the cases, {n} of {st}, {cty}, was admitted to {h}. ", n=w.ch([c.titled_full(), c.full()]), st=w.street(),
                cty=w.cityP(), h=big_hosp(w))
        if w.maybe(0.5):
            fh = w.person()
            d.f("We also understand that a member of staff, {n} ({p}), worked while symptomatic on {dt}. ",
                n=w.ch([fh.full(), fh.fn()]), p=P(w.ch(["food handler", "chef", "kitchen porter", "line cook", "server"]), "PROFESSION"),
                dt=w.Ds(insp - r.randint(2, 6)))
    d.t("\n\nThe following contraventions were identified:\n\n")
    fs = r.sample(FINDINGS, r.randint(3, 6))
    for i, f in enumerate(fs):
        d.t("%d. %s\n" % (i + 1, f.format(t="%.1f" % r.uniform(7.5, 13.0), t2="%.1f" % r.uniform(8.0, 15.0))))
    if w.maybe(0.5):
        d.f("\nTemperatures were taken with probe thermometer serial {sn}, calibrated {dt}.\n", sn=w.device("sn"), dt=w.Ds(insp - 20))
    if w.maybe(0.55):
        d.t("\nSamples taken: ")
        ns = r.randint(2, 4)
        for j, k in enumerate(r.sample(["cooked rice", "chicken tikka", "hand-contact swab", "ice machine swab", "coleslaw",
                                        "chopping board swab", "raw chicken", "mayonnaise", "door handle swab"], ns)):
            d.f("{s} ({k}){sep}", s=w.spec(), k=k, sep=", " if j < ns - 1 else "")
        d.f(" - submitted to {l}.\n", l=w.lab())
    if w.maybe(0.35):
        d.f("\nThe mobile unit (registration {p}, VIN {v}) was also inspected.\n", p=w.plate(), v=w.vin())
    d.t("\n")
    if w.ca:
        d.f("These are contraventions of Ontario Regulation 493/17 (Food Premises) under the Health Protection and Promotion Act. " if w.prov == "ON"
            else "These are contraventions of the provincial Food Premises Regulation. ")
        d.f("Food premises licence/permit no. {l} {x}.\n", l=P("%s-%s" % (w.letters(2), w.digits(6)), "LICENSE"),
            x=w.ch(["remains valid subject to compliance", "has been suspended pending re-inspection", "is under review"]))
    else:
        d.t("These are contraventions of Regulation (EC) 852/2004 (as retained) and the Food Safety Act 1990. ")
        d.t(w.ch(["A Hygiene Improvement Notice has been served. ", "A voluntary closure was agreed. ",
                  "A Hygiene Emergency Prohibition Notice was served. "]))
        d.t("Food Hygiene Rating: %s.\n" % w.ch(["0 (urgent improvement necessary)", "1 (major improvement necessary)",
                                                  "2 (improvement necessary)"]))
        if w.maybe(0.4):
            d.f("Premises licence no. {l}.\n", l=P("PL/%s/%s" % (w.digits(4), w.digits(3)), "LICENSE"))
    d.f("\nA revisit will be made on or after {dt}. ", dt=w.D(r.randint(7, 21)))
    d.t(w.ch(["Failure to comply may result in formal action including prosecution. ", "Please confirm in writing the actions taken. ",
              ""]))
    d.f("If you wish to discuss this letter please contact me on {ph} or at {em}.\n\n", ph=w.phone(mobile=False, ext=w.maybe(0.4)),
        em=w.email(eho.p))
    d.t(w.ch(["Yours sincerely,", "Yours faithfully,", "Regards,"]) + "\n\n")
    d.f("{n}\n{rl}{c}\n", n=eho.p.full(), rl=w.ch([eho.role, "Senior " + eho.role]), c=(", " + eho.cred) if eho.cred and w.maybe(0.5) else "")
    if w.maybe(0.5):
        d.f("\ncc: {m} ({rl}), {o}\n", m=moh.p.dr(), rl="Medical Officer of Health" if w.ca else "CCDC", o=w.org("hp"))
    if w.maybe(0.3):
        audit(d, w, eho.p, kind="user")


def g_phn(r, w, d):
    nurse = Staff(w, "phn")
    if w.maybe(0.15):
        pt = w.person()
        kt, kx = w.ch([("PHN phone f/u", "spoke with"), ("Telephone follow-up", "call to"), ("Home visit", "visited"),
                       ("PHN note", "spoke with")])
        d.f("{t} {dt} {tt}: ", t=kt, dt=w.D(0), tt=tm(w))
        d.f("{x} {p} ({h}). ", x=kx, p=w.ch([pt.full(), pt.titled(), pt.caps()]), h=w.hcn(pt))
        d.t(w.ch(["Infant feeding well, wt gain adequate per mother.", "Measles quarantine: no symptoms today, day 14.",
                  "TB isolation: adherent, no new household symptoms.", "No answer - voicemail left, letter to follow.",
                  "HepB dose 2 given today L deltoid; card updated."]) + " ")
        d.f("Next contact {dt}. -- {n}{c}\n", dt=w.Ds(r.randint(2, 10)), n=w.ch([nurse.p.full(), nurse.p.finit(), nurse.p.ini()]),
            c=", " + nurse.cred if nurse.cred else "")
        return
    v = w.ch(["newborn", "newborn", "tb", "hbv", "measles"])
    if not w.ca:
        nurse.role = w.ch(["Health Visitor", "Specialist Community Public Health Nurse"]) if v == "newborn" else \
            w.ch(["TB Nurse Specialist", "Health Protection Nurse"])
    mom = w.person(sex="F") if v == "newborn" else w.person()
    a = w.addr()
    d.line(w.ch(["PUBLIC HEALTH NURSE HOME VISIT", "PHN home visit note", "Home visit - public health nursing",
                 "Home Visit Record"]))
    d.f("Date: {dt}  Time: {t}\n", dt=w.D(0), t=tm(w))
    d.f("Address: {a}\n", a=w.addr_line(a))
    if v == "newborn":
        age = r.randint(17, 43)
        baby = w.person(last=mom.last if w.maybe(0.7) else None)
        bd = -r.randint(3, 20)
        d.f("Client: {m}, {ag}   Infant: {b}, DOB {bd}\n", m=w.ch([mom.full(), mom.lf()]), ag=w.age(age, sex="F"),
            b=w.ch([baby.full(), baby.fn()]), bd=w.D(bd))
        d.f("{hl} (infant): {h}   Phone: {ph}\n", hl=w.hcn_label(), h=w.hcn(baby), ph=w.phone())
        present = [["partner ", w.fam(last=mom.last if w.maybe(0.4) else None).fn()]] if w.maybe(0.6) else []
        if w.maybe(0.4):
            present.append(["maternal grandmother ", w.fam().full()])
        if present:
            d.t("Present: ")
            for i, p in enumerate(present):
                d.add(p)
                d.t(", " if i < len(present) - 1 else "\n")
        heading(d, w, "Infant")
        bw = r.uniform(2.5, 4.2)
        d.t("Born at %d+%d/40 %s at " % (r.randint(36, 41), r.randint(0, 6), w.ch(["SVD", "C/S", "SVD", "vacuum delivery"])))
        d.f("{h}; BW {bw} kg. Today wt {wt} kg on loaned scale SN {sn}. ", h=big_hosp(w), bw="%.2f" % bw,
            wt="%.2f" % (bw + r.uniform(-0.2, 0.4)), sn=w.device("sn"))
        d.t(w.ch(["Breastfeeding 8-10x/24h, good latch.", "Mixed feeding; formula 60 ml q3h.", "Exclusively formula fed.",
                  "BF; some nipple trauma, advised re positioning."]) + " ")
        d.t(w.ch(["Mild jaundice to chest, TcB not indicated.", "No jaundice.", "Cord separated, clean."]) + " ")
        if w.maybe(0.6):
            d.f("Mother HBsAg positive: infant HBIG + HepB #1 given {dt} at {h}; dose #2 due {d2}; post-vaccine serology at 9-12 months.\n",
                dt=w.Ds(bd), h=w.ch(["birth", "L&D", "the birth hospital"]), d2=w.D(bd + 30))
        else:
            d.t("Immunizations due at 2 months; booklet given.\n")
        heading(d, w, "Mother")
        d.t("EPDS (Edinburgh Postnatal Depression Scale) %d/30. " % r.randint(2, 16))
        d.t("BP %d/%d. " % (r.randint(100, 140), r.randint(60, 90)))
        d.t(w.ch(["Mood low at times, good support from partner.", "Coping well.", "Tearful, sleep-deprived; GP follow-up advised.",
                  "Reports anxiety; declined referral at present."]) + " ")
        if age >= 18 and w.maybe(0.5):
            d.f("On mat leave from job as {p}.", p=w.prof(age))
        d.t("\n")
        if w.maybe(0.6):
            d.t(w.ch(["Discussed: safe sleep, feeding cues, crying/coping plan, car seat safety.",
                      "Reviewed PPH warning signs and when to call 911." if w.ca else "Reviewed PPH warning signs and when to call 999.",
                      "Contraception discussed; plans to see GP at 6 weeks.", "Vitamin D drops 400 IU daily advised."]) + " ")
            d.f("Partner {p} {x}.\n", p=w.fam().fn(), x=w.ch(["back at work next week", "on paternity leave", "present for part of visit",
                                                                "works nights"]))
    else:
        age = r.randint(19, 80)
        d.f("Client: {n} ({a})   {hl} {h}\n", n=w.ch([mom.full(), mom.lf(), mom.caps()]), a=agep(age), hl=w.hcn_label(), h=w.hcn(mom))
        if w.maybe(0.5):
            d.f("Phone: {ph}\n", ph=w.phone())
        if w.maybe(0.3):
            d.f("{l}: {s} (for benefits letter)\n", l=w.ssn_label(), s=w.ssn())
        heading(d, w, "Reason for visit")
        d.t({"tb": "Home isolation check - smear-positive pulmonary TB, week %d of treatment." % r.randint(1, 3),
             "hbv": "Chronic hepatitis B - household contact screening and vaccination follow-up.",
             "measles": "Measles contact - quarantine check (day %d of 21) and symptom review." % r.randint(5, 18)}[v] + "\n")
        heading(d, w, "Household")
        res = {"tb": ["IGRA neg", "IGRA pos - LTBI referral", "CXR normal", "IGRA indeterminate - repeat", "TST 12 mm - CXR booked"],
               "hbv": ["HBsAg neg, anti-HBs <10 - vaccine dose 1 given today", "immune (anti-HBs 120 IU/L)", "HBsAg POSITIVE - hepatology referral",
                       "completed HepB course 2019", "bloods taken today"],
               "measles": ["MMR x2 documented", "MMR given today", "unvaccinated - quarantine letter given", "born before 1970 - presumed immune",
                           "IgG positive (immune)"]}[v]
        for i in range(r.randint(2, 5)):
            rel = w.ch(["wife", "husband", "son", "daughter", "mother", "brother", "sister", "lodger", "grandson"])
            sx = "F" if rel in ("wife", "daughter", "mother", "sister") else ("M" if rel != "lodger" else None)
            f = w.person("FAMILY", sex=sx, last=mom.last if rel != "lodger" and w.maybe(0.7) else None)
            fa = max(1, min(95, age + {"son": -27, "daughter": -27, "mother": 26, "grandson": -50}.get(rel, 0) + r.randint(-5, 5)))
            d.f("{b}{n} ({rel}), {a} - {x}\n", b=w.bul, n=w.ch([f.full(), f.fn()]), rel=rel, a=agep(fa),
                x=w.ch(res + ["not home - letter left"]))
        d.t(C.vitals(r, fever=False) + "\n")
        if v == "tb":
            d.t("DOT observed today. Pt adhering to isolation; window open, mask use discussed. ")
            if w.maybe(0.5):
                d.f("Employer ({e}) aware; off work until cleared.", e=w.org("emp"))
            d.t("\n")
        if w.maybe(0.6):
            narr(d, w, mom, age, w.ch(["cough", "fatigue", "no current symptoms", "mild fever"]), fever=False)
        if w.maybe(0.3):
            d.t(w.ch(C.DISTRACT) + "\n")
    heading(d, w, "Home environment / safety" if v == "newborn" else "Home environment")
    if v == "newborn":
        d.t(w.ch(["Smoke alarms present. Safe sleep discussed (back to sleep, own cot).", "Overcrowded 2-bed flat; damp/mould in bedroom.",
                  "Clean and tidy. 2 cats. Car seat checked.", "Stairs unguarded - safety gate advised."]) + "\n")
    else:
        d.t(w.ch(["Overcrowded 2-bed flat, 6 occupants; ventilation advice given.", "Clean, adequate space; pt has own bedroom.",
                  "Shared kitchen/bathroom with 2 other households.", "Damp/mould in bedroom; housing officer referral offered."]) + "\n")
    heading(d, w, "Plan")
    pl = [["Next visit ", w.D(r.randint(5, 21)), " ", "%02d:%02d" % (r.randint(9, 15), w.ch([0, 30]))]]
    if w.maybe(0.5):
        g = w.staff()
        pl.append(["Letter to " + ("family physician " if w.ca else "GP "), g.dr(), " at ", w.gp_practice()])
    if w.maybe(0.4):
        pl.append(["Online resources: ", w.url()])
    if w.maybe(0.3):
        pl.append(["Interpreter ", w.fam().fn(), " booked via line ", w.phone(mobile=False)])
    bullets(d, w, pl)
    nurse.sign(d, org=v != "newborn" and w.maybe(0.4), contact=w.maybe(0.6))
    if w.maybe(0.4):
        audit(d, w, nurse.p)
