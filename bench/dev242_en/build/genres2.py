"""Occupational health surveillance, ship's medical log, radio medical (TMAS) records (dev242_en, author 242)."""
import clinical
import phi
import pools
from phi import S


def kv(c, label, *pieces):
    c.d(label, c.sep, *pieces, "\n")


# ---------------------------------------------------------------- occupational health surveillance note
def occ_health(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":\t", " - "])
    kind = r.choice(["noise", "noise", "havs", "resp", "benzene", "radiation", "night", "skin"])
    ohn = c.clin(r.choice(["nurse", "nurse", "doctor"]))
    title = {"noise": "Hearing surveillance (audiometry)", "havs": "HAVS health surveillance - Tier 3",
             "resp": "Respiratory health surveillance", "benzene": "Benzene biological monitoring",
             "radiation": "Classified worker - ionising radiation review", "night": "Night worker health assessment",
             "skin": "Skin surveillance (occupational dermatitis)"}[kind]
    d(r.choice(["OCCUPATIONAL HEALTH SURVEILLANCE - ", "OH Surveillance Record: ", "Health surveillance | "]), title, "\n")
    kv(c, "Clinic", c.hospital("clinic"), "   OH record no.", c.sep, S(phi.mrn(r, co), "MRN"))
    kv(c, "Employee", c.pt_name(["LAST_FIRST", "full", "last_first", "formal"]))
    kv(c, "DOB", c.date(c.dob), " (", S(str(c.age), "AGE"), ")   Staff no.", c.sep, S(phi.idnum(r, "employee"), "IDNUM"))
    kv(c, "Employer", c.org(["energy", "contractor", "marine"]), "   Job title", c.sep, S(c.profession("offshore"), "PROFESSION"))
    pre, inst = c.installation() if r.random() < 0.6 else c.vessel()
    kv(c, "Worksite", (pre + " ") if pre and not pre.endswith(" ") else pre, S(inst, "LOCATION_OTHER"))
    kv(c, "Date seen", c.date(c.when), "   Seen by", c.sep, *c.doc_name(ohn))
    kv(c, "Rotation", r.choice(["2/3 (2 weeks on, 3 off)", "14/21", "2/4", "3/3", "21/21", "28/28", "day shift 7/7"]))
    d("\n")
    prev = phi.shift(c.when, -r.choice([365, 372, 730, 180]))
    if kind == "noise":
        d("Exposure: %s; daily LEP,d est. %d dB(A). Hearing protection: %s, fit-tested.\n" % (
            r.choice(["engine room and compressor module", "drill floor and shale shakers", "turbine hall", "helideck"]),
            r.randint(82, 94), r.choice(["foam plugs + muffs", "custom moulded plugs", "Peltor muffs"])))
        freqs = [500, 1000, 2000, 3000, 4000, 6000]
        base = r.randint(5, 20)
        d("Hz        " + "  ".join("%5d" % f for f in freqs) + "\n")
        for ear in ("R", "L"):
            vals = [min(90, base + r.randint(-5, 10) + (i * r.randint(0, 8) if i > 2 else 0)) for i in range(6)]
            d("%s (dB HL) " % ear + "  ".join("%5d" % v for v in vals) + "\n")
        d("Audiometer: ", r.choice(["Amplivox 270+", "Kamplex KS8", "Interacoustics AD629"]), " SN ",
          S(phi.device_serial(r), "DEVICE"), ". Otoscopy: ", r.choice(["clear", "wax R, cleared", "clear bilaterally"]), ".\n")
        d("Categorisation (HSE scheme): ", r.choice(["Category 1 - acceptable", "Category 2 - mild impairment (warning)",
                                                    "Category 3 - poor hearing, refer", "Category 4 - rapid loss, refer"]), ".\n")
    elif kind == "havs":
        d("Tools: %s, approx %d min trigger time/day. A(8) est. %.1f m/s2.\n" % (
            r.choice(["needle gun, grinder", "rivet gun", "chipping hammer, wire brush", "impact wrench"]),
            r.randint(20, 150), r.uniform(1.5, 4.8)))
        d("Symptoms: blanching %s; numbness/tingling %s. Stockholm Workshop Scale: vascular %s, sensorineural %s.\n" % (
            r.choice(["none", "fingertips in cold weather", "R index/middle"]), r.choice(["none", "at night", "after work"]),
            r.choice(["0", "1", "2"]), r.choice(["0SN", "1SN", "2SN"])))
        d("Tests: monofilament normal, Purdue pegboard %d/%d, Tinel's and Phalen's negative, grip %d kg.\n" % (
            r.randint(12, 18), r.randint(12, 18), r.randint(28, 58)))
    elif kind == "resp":
        d("Exposure: %s. RPE: %s.\n" % (r.choice(["isocyanate paints", "welding fume", "drilling mud/caustic", "silica (blasting)"]),
                                        r.choice(["FFP3", "air-fed hood", "half-mask P3 filters"])))
        fev1, ratio = r.uniform(2.6, 4.8), r.uniform(0.66, 0.85)
        d("Spirometry: FEV1 %.2f L (%d%% pred), FVC %.2f L, ratio %.2f. Previous FEV1 %.2f L. Questionnaire: %s.\n" % (
            fev1, r.randint(78, 110), fev1 / ratio, ratio, fev1 + r.uniform(-0.05, 0.25),
            r.choice(["no work-related symptoms", "cough at end of shift", "wheeze improves on leave"])))
    elif kind == "benzene":
        d("Task: %s. Post-shift urine sample, specimen no. " % r.choice(["tank entry", "sampling of condensate",
                                                                         "filter change-out", "pigging operations"]),
          S(phi.idnum(r, "specimen"), "IDNUM"), ", lab accession ", S(phi.idnum(r, "order"), "IDNUM"), ".\n")
        d("S-PMA %.1f µg/g creatinine (BMGV 25). FBC: Hb %d g/L, WCC %.1f, plt %d.\n" % (
            r.uniform(0.5, 38.0), r.randint(130, 165), r.uniform(4.0, 10.5), r.randint(160, 380)))
    elif kind == "radiation":
        d("Work with sealed sources (industrial radiography / NORM). Dosimeter (TLD) ", S(phi.device_serial(r), "DEVICE"),
          ": Hp(10) %.2f mSv this period, cumulative %.1f mSv.\n" % (r.uniform(0.0, 1.5), r.uniform(0.2, 12.0)))
        d("FBC normal. No skin lesions hands. Fit to continue as classified person.\n")
    elif kind == "night":
        d("Epworth Sleepiness Scale %d/24. STOP-BANG %d. Caffeine %d cups/shift. BP %d/%d.\n" % (
            r.randint(2, 14), r.randint(0, 5), r.randint(1, 6), r.randint(112, 150), r.randint(68, 94)))
    else:
        d("Exposure: %s. Gloves: %s.\n" % (r.choice(["cutting fluids", "epoxy resin", "wet work in galley", "diesel"]),
                                          r.choice(["nitrile", "nitrile + cotton liner", "PVC gauntlets"])))
        d("Skin: %s.\n" % r.choice(["no dermatitis", "mild hand eczema, dorsum of fingers", "fissuring finger webs"]))
    d("Previous assessment: ", c.date(prev), " - ", r.choice(["no concerns", "Category 1", "baseline", "referred to OH physician"]), ".\n")
    d("\nOutcome: ", r.choice(["Fit - continue with controls in place.", "Fit - advised on hearing protection use.",
                               "Refer to OH physician for review.", "Refer to GP for further investigation.",
                               "Fit with restriction: no further exposure pending review."]), "\n")
    d("Next surveillance due: ", c.date(phi.shift(c.when, r.choice([182, 365, 365, 730])),
                                        r.choice([c.ds, "mon_y", "month_y"])), "\n")
    if r.random() < 0.5:
        d("Manager informed (fitness outcome only, no clinical detail): ", c.fam(), ", ",
          r.choice(["HSE lead", "line supervisor", "offshore installation manager", "crew coordinator"]), ".\n")
    if r.random() < 0.35:
        d("Results letter sent to employee at ", c.email(c.pt), ".\n")
    d("\n", *c.doc_name(ohn), "\n")


# ---------------------------------------------------------------- ship's medical log entry
def _log_entry(c, pt, age, prof, when, scen):
    r, d = c.rng, c.d
    d(c.date(when), " ", clinical.fmt_time(r, r.choice(["hhmm", "hhmm LT", "hh:mm"])), "  ")
    ab = pools.RANK_ABBR.get(prof)
    if ab and r.random() < 0.6:
        d(S(ab, "PROFESSION"), " ", S(pt.form(r, r.choice(["last", "full", "LAST_FIRST"])), "PATIENT"))
    else:
        d(S(pt.form(r, r.choice(["full", "last_first"])), "PATIENT"), " (", S(prof, "PROFESSION"), ")")
    d(", ", S(str(age), "AGE"), r.choice(["", " yrs", "y"]))
    if r.random() < 0.5:
        d(", cabin ", S(str(r.randint(101, 420)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
    d("\n")
    d("C/O: ", scen["cc"], ". ", r.choice(scen["hpi"]), "\n")
    d("O/E: ", r.choice(scen["exam"]), " ", clinical.vitals(r, scen, r.choice(["inline", "abbrev"])), "\n")
    tx = scen["tx"][:]
    r.shuffle(tx)
    d("Tx: ", "; ".join(tx[:r.randint(2, 4)]), ".\n")


def ship_medical_log(c):
    r, d, co = c.rng, c.d, c.country
    pre, vessel = c.vessel()
    mo = c.clin("doctor")
    mo.kind = "officer"
    master = c.person()
    d(r.choice(["MEDICAL LOG BOOK - ", "SHIP'S MEDICAL LOG | ", "Medical log (sickbay) - "]), pre, " ", S(vessel, "LOCATION_OTHER"), "\n")
    d("IMO ", S(phi.vehicle_imo(r), "VEHICLE"), "   Call sign ", S(phi.vehicle_callsign(r), "VEHICLE"),
      "   Flag ", S(r.choice(pools.FLAGS).replace("_", " "), "COUNTRY"), "\n")
    d("Operator: ", c.org("marine"), "   Medicine chest: ", r.choice(["Category A", "Cat. A (ocean-going)", "Cat B"]), "\n")
    d("Master: Capt. ", S(master.full(), "DOCTOR"), "   Medical officer: ", r.choice(["Ch/Off ", "2/O ", "C/O "]),
      S(mo.form(r, r.choice(["full", "init_last"])), "DOCTOR"), "\n")
    d("-" * r.choice([40, 56, 62]), "\n")
    n_pts = r.choice([1, 1, 2, 2, 3])
    when = c.when
    for i in range(n_pts):
        if i == 0:
            pt, age = c.pt, c.age
        else:
            pt = c.person()
            age = r.randint(19, 63)
            when = phi.shift(when, r.randint(0, 3))
        prof = c.profession("maritime")
        scen = clinical.scen_for(r, "s", country=co)
        _log_entry(c, pt, age, prof, when, scen)
        region = clinical.region_for(co, r)
        if r.random() < 0.5:
            d("Position ", S(clinical.position(r, region), "LOCATION_OTHER"), ". ",
              r.choice(clinical.WEATHER), ".\n")
        if scen["evac"] or r.random() < 0.3:
            d("Radio medical advice: ", S(r.choice(pools.TMAS), "HOSPITAL"), ", ",
              *c.doc_name(c.clin("doctor"), r.choice(["dr_last", "dr_full"])), ", case ref ",
              S(phi.idnum(r, "tmas"), "IDNUM"), ". Advice followed.\n")
        if "morphine" in " ".join(scen["tx"]) or r.random() < 0.2:
            d("CD register: morphine 10 mg/mL amp x1 used, balance %d, witnessed " % r.randint(4, 9),
              S(c.person().form(r, r.choice(["full", "init_last"])), "DOCTOR"), ".\n")
        fu = phi.shift(when, r.randint(1, 3))
        if scen["evac"] and r.random() < 0.6:
            city, ctry = c.port(region)
            d(c.date(fu, phi.dm_style(co) if r.random() < 0.5 else None), " ", clinical.fmt_time(r, "hhmm"),
              "  Landed at ", S(city, "CITY"), ", ", S(ctry, "COUNTRY"), " to ")
            local = {"UK": "UK", "United Kingdom": "UK", "Norway": "NO", "Australia": "AU", "USA": "US"}.get(ctry)
            d(c.hospital("hosp", local) if local else "shore hospital", ". Handed over to agent ",
              c.fam(), ". Personal effects and passport sent ashore.\n")
        else:
            d(c.date(fu, r.choice([phi.dm_style(co), phi.weekday_style(co), c.ds])), " ",
              clinical.fmt_time(r, "hhmm"), "  Review: ",
              r.choice(["improving, afebrile, resumed light duties.", "pain 3/10, sleeping well, continue tx.",
                        "no change; TMAS re-contacted.", "symptoms resolved, fit for normal duties.",
                        "off duty further 2/7, obs 4-hourly."]), "\n")
        if r.random() < 0.3:
            d(r.choice(clinical.HARD_NEG_NOTES), "\n")
        d("Entry: ", S(mo.form(r, r.choice(["init_last", "initials", "last"])), "DOCTOR"), r.choice([" (MO)", "", " 2/O"]))
        if r.random() < 0.5:
            d("   Countersigned: Master ", S(master.form(r, r.choice(["last", "init_last"])), "DOCTOR"))
        d("\n", "-" * 20, "\n")
    if r.random() < 0.4:
        d("Log extract sent to ", c.org("marine"), " crewing (", c.email(None, r.choice(["crewing", "dpa", "hse.reporting"])),
          ") on ", c.date(phi.shift(when, 2)), ".\n")


# ---------------------------------------------------------------- telemedical advice (radio medical) consultation
def radio_medical(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":\t", " "])
    scen = clinical.scen_for(r, "s", country=co)
    doc = c.clin("doctor")
    centre = r.choice(pools.TMAS)
    mo = c.clin("doctor")
    mo.kind = "officer"
    master = c.person()
    pre, vessel = c.vessel()
    prof = c.profession("maritime")
    t0 = clinical.fmt_time(r, r.choice(["hhmmZ", "hh:mm UTC"]))
    d(S(centre, "HOSPITAL"), " - ", r.choice(["Telemedical Advice Record", "Radio Medical Consultation",
                                              "TMAS case record"]), "\n")
    kv(c, "Case no.", S(phi.idnum(r, "tmas"), "IDNUM"))
    kv(c, "Opened", c.date(c.when), " ", t0, "   Duty doctor", c.sep, *c.doc_name(doc, r.choice(["dr_full", "dr_last", "full_cred"])))
    chan = r.choice(["satphone", "email", "video", "VHF/DSC via coast station"])
    if chan == "satphone":
        kv(c, "Channel", "satellite phone ", S(phi.satphone(r), "PHONE"))
    elif chan == "email":
        kv(c, "Channel", "e-mail ", c.email(None, r.choice(["master", "bridge", "captain"])), " (photos attached)")
    elif chan == "video":
        kv(c, "Channel", "video session ", S(phi.url(r, "tmas"), "URL"), " from ", S(phi.ipaddr(r), "IPADDR"))
    else:
        kv(c, "Channel", "VHF/DSC relayed by coastguard, then satphone ", S(phi.satphone(r), "PHONE"))
    kv(c, "Vessel", pre, " ", S(vessel, "LOCATION_OTHER"), "   IMO ", S(phi.vehicle_imo(r), "VEHICLE"),
       "   MMSI ", S(phi.vehicle_mmsi(r), "VEHICLE"))
    kv(c, "Call sign", S(phi.vehicle_callsign(r), "VEHICLE"), "   Flag", c.sep, S(r.choice(pools.FLAGS).replace("_", " "), "COUNTRY"))
    region = clinical.region_for(co, r)
    kv(c, "Position", S(clinical.position(r, region), "LOCATION_OTHER"),
       "  course %03d° speed %d kn" % (r.randint(0, 359), r.randint(0, 15)))
    city, ctry = c.port(region if r.random() < 0.85 else None)
    eta = phi.shift(c.when, r.randint(1, 6))
    kv(c, "Next port", S(city, "CITY"), ", ", S(ctry, "COUNTRY"), " ETA ", c.date(eta), " ", clinical.fmt_time(r, "hhmm LT"))
    kv(c, "Manager", c.org("marine"), "   P&I", c.sep, c.org("pi"))
    kv(c, "On board contact", r.choice(["Ch/Off ", "2/O ", "C/O "]), S(mo.full(), "DOCTOR"), " (medical officer); Master Capt. ",
       S(master.full(), "DOCTOR"))
    d("\nPATIENT\n")
    kv(c, "Name", c.pt_name(["full", "LAST_FIRST", "last_first"]))
    kv(c, "Rank", S(prof, "PROFESSION"), "   Age", c.sep, S(str(c.age), "AGE"), "   Sex", c.sep, c.pt.sex)
    kv(c, "Nationality", S(c.nationality(), "COUNTRY"), "   Weight ~%d kg" % r.randint(55, 115))
    if r.random() < 0.4:
        kv(c, "DOB (from crew list)", c.date(c.dob))
    d("\nHISTORY (as relayed by MO)\n", r.choice(scen["hpi"]), " PMH: ", r.choice(["nil", "HTN", "T2DM", "asthma", "nil known"]),
      ". Meds: ", r.choice(clinical.DRUGS_CHRONIC), ". Allergies: ", r.choice(clinical.ALLERGIES), ".\n")
    d("\nOBSERVATIONS (", clinical.fmt_time(r, "hhmmZ"), ")\n", clinical.vitals(r, scen), "\n")
    d("Findings reported: ", r.choice(scen["exam"]), "\n")
    if r.random() < 0.4:
        nick = c.pt.form(r, r.choice(["given", "nick", "given"]))
        d("\nCALL EXTRACT\n")
        d("TMAS: ", r.choice(["Good morning", "Hello", "Evening"]), ", this is Dr ", S(doc.family, "DOCTOR"), ". Who am I speaking to?\n")
        d("SHIP: ", r.choice(["Chief mate ", "Second officer ", "This is the mate, "]), S(mo.given, "DOCTOR"),
          r.choice([", I'm the medical officer.", ", medical officer on board."]), "\n")
        d("TMAS: And the patient is ", S(nick, "PATIENT"), "?\n")
        d("SHIP: Yes, ", S(nick, "PATIENT"), r.choice([", he's in the ship's hospital now.", ", in the hospital cabin.",
                                                    ", resting in his cabin."]).replace("he's", "he's" if c.pt.sex == "M" else "she's")
          .replace("his", "his" if c.pt.sex == "M" else "her"), " ", r.choice(["Pain is getting worse.", "He is a bit better.",
                                                                             "Obs as sent by email."]).replace("He ", "He " if c.pt.sex == "M" else "She "), "\n")
    d("\nASSESSMENT\n", scen["dx"].capitalize(), " (ICD-10 ", scen["icd"], "). Priority ", scen["prio"], ".\n")
    d("\nADVICE GIVEN\n")
    for i, t in enumerate(scen["tx"]):
        d("%d. %s\n" % (i + 1, t))
    d("%d. Re-check obs every %s and call back at %s or earlier if worse.\n" % (
        len(scen["tx"]) + 1, r.choice(["30 min", "1 h", "2 h", "4 h"]), clinical.fmt_time(r, "hhmmZ")))
    d("\nDISPOSITION\n")
    if scen["evac"]:
        d(r.choice(["Medevac recommended. MRCC informed; helicopter tasked.", "Divert to nearest port recommended.",
                    "Medical evacuation advised - JRCC coordinating."]))
        d(" Receiving hospital: ", c.hospital("hosp"), ", ", S(c.city(), "CITY"), ".\n")
    else:
        d(r.choice(["Continue voyage; off duty and review.", "Treat on board; see doctor at next port.",
                    "Light duties only until reviewed ashore."]), "\n")
    fu = phi.shift(c.when, r.randint(0, 2))
    d("\nFollow-up ", c.date(fu, r.choice([phi.dm_style(co), c.ds])), " ", clinical.fmt_time(r, "hhmmZ"), ": ",
      r.choice(["pt more comfortable, obs stable.", "pain persisting, re-advised as above.", "evacuated safely.",
                "symptoms settled; case closed.", "no answer from vessel; retried via email."]), "\n")
    if r.random() < 0.5:
        d("Discussed with ", r.choice(["on-call surgeon ", "senior consultant ", "cardiology registrar "]),
          *c.doc_name(c.clin("doctor"), "dr_full"), " at ", c.hospital("hosp"), ".\n")
    d("Record closed ", c.date(phi.shift(fu, r.randint(0, 2))), " by ", S(phi.username(r, doc), "USERNAME"), "\n")
