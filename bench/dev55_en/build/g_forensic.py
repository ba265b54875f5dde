"""Genre 5: forensic and custody medical examination records."""
from phi import an, cap, M, AG, HO, LO, CO, OG, Person
from common import patient, staff, family, relative, prof, job_phrase, esign, dictation, print_banner, cred
import clin

INJ = ["abrasion", "bruise", "laceration", "swelling", "tenderness", "erythema", "linear abrasions (fingernail-type)",
       "petechiae", "bite mark", "incised wound", "patterned bruise (tramline)"]
SITES = ["L forehead", "R cheekbone", "bridge of nose", "L upper arm, lateral", "R forearm, dorsal", "both wrists (circumferential)",
         "L knee", "R shin", "back of neck", "R hand, knuckles 2-4", "L flank", "inner R thigh", "upper lip", "occiput"]


def _station(c):
    r = c.r
    t = c.town_name()
    if c.loc == "US":
        return LO(r.choice(["%s County Detention Center" % t, "%s Police Department Central Booking" % t, "%s County Jail" % t]))
    if c.loc == "GB":
        return LO(r.choice(["%s Police Station" % t, "%s Custody Suite" % t, "%s Police Investigation Centre" % t]))
    if c.loc == "AU":
        return LO(r.choice(["%s Police Station" % t, "%s Watch House" % t]))
    return LO(r.choice(["%s Police Service Detachment" % t, "%s Division Cells" % t]))


def _force(c):
    t = c.town_name()
    return OG(c.r.choice({"US": ["%s Police Department" % t, "%s County Sheriff's Office" % t],
                          "GB": ["%s Constabulary" % t, "%s and %s Police" % (t, c.town_name())],
                          "AU": ["%s District Police" % t],
                          "CA": ["%s Regional Police Service" % t, "%s Police Service" % t]}[c.loc]))


def _officer(c):
    r = c.r
    o = Person(c, "FAMILY")
    rank = r.choice({"US": ["Officer", "Deputy", "Det.", "Sgt."], "GB": ["PC", "DC", "PS", "DS"],
                     "AU": ["Const.", "Snr Const.", "Det Sgt"], "CA": ["Cst.", "Det. Cst.", "Sgt."]}[c.loc])
    o.rank = rank
    o.num = c.idn(r.choice(["####", "###", "@@####"]))
    return o


def _body_map(c, n, table):
    r = c.r
    rows = []
    for i in range(n):
        rows.append((i + 1, r.choice(INJ), r.choice(SITES), "%d x %d mm" % (r.randint(3, 80), r.randint(2, 40)),
                     r.choice(["red/purple", "yellow-green", "fresh, oozing", "scabbed", "n/a"]), r.choice(["<24 h", "1-3 days", "uncertain", "recent"])))
    if table == 0:
        out = ["| No | Injury | Site | Size | Colour | Estimated age |", "|---|---|---|---|---|---|"]
        out += ["| %d | %s | %s | %s | %s | %s |" % x for x in rows]
    else:
        out = ["%-3s %-34s %-28s %-14s %s" % ("#", "Finding", "Location", "Size", "Comment")]
        out += ["%-3d %-34s %-28s %-14s %s; %s" % x for x in rows]
    return "\n".join(out)


def layout_custody_uk(c, pt):
    r = c.r
    hcp = staff(c)
    o1, o2 = _officer(c), _officer(c)
    L = []
    L.append("CUSTODY HEALTHCARE ASSESSMENT (%s)" % r.choice(["FME", "HCP", "Forensic Physician", "Custody Nurse"]))
    L.append("Provider: %s   Force: %s" % (OG(r.choice(["Medway Forensic Health", "Sentinel Custody Medical", "Northstar Forensic Services", "Cedarline Healthcare"]) + " " + r.choice(["Ltd", "LLP"])) if c.loc == "GB" else c.hosp(), _force(c)))
    L.append("Custody suite: %s   Custody record no: %s   Cell: %s" % (_station(c), c.idn(r.choice(["##/#####/##", "@@-######-##", "#########"])), LO(str(r.randint(1, 30)))))
    L.append("Detained person: %s   DOB: %s   Age: %s   PNC ID: %s" % (pt.LF, c.D(pt.dob), AG(pt.age), c.idn("##/######@")))
    L.append("Address given: %s" % (c.addr_line() if r.random() < .7 else "NFA (no fixed abode)"))
    L.append("Arrested: %s %02d:%02d by %s %s (%s), for %s" % (
        c.D(c.today), r.randint(0, 23), r.randint(0, 59), o1.rank, o1.full, o1.num,
        r.choice(["s.47 assault", "drink driving", "possession with intent", "breach of bail", "theft from shop", "criminal damage"])))
    L.append("Requested by: %s %s (custody sergeant) at %02d:%02d. Seen at %02d:%02d in medical room." % (o2.rank, o2.ln, r.randint(0, 23), r.randint(0, 59), r.randint(0, 23), r.randint(0, 59)))
    L.append("Biometrics taken on arrival: Livescan fingerprint ref %s; DNA (PACE) sample ref %s." % (c.bioid("fp"), c.bioid("dna")))
    L.append("")
    L.append("Consent: DP informed that notes are not confidential from the custody record in full; consent given for examination.")
    L.append("")
    L.append("History: %s %s. States %s. %s" % (
        c.age_sex(pt.age, pt.sex), job_phrase(c), r.choice(["he was punched during the arrest", "she fell off a bike earlier", "no injuries, just wants his meds",
                                                          "drank 8 pints since 14:00", "took 2 x 'blues' this afternoon"]),
        r.choice(["Registered with %s (%s)." % (staff(c).dr, c.hosp("gp")), "Not registered with a GP.", "Under the %s CMHT." % c.town()])))
    L.append("PMH: %s. Medication: %s. Allergies: %s." % (", ".join(clin.pmh(c, 2)), clin.meds(c, 3, 1), clin.allergy(c)))
    L.append("Substance use: %s. Last used %s %02d:00. COWS %d / CIWA %d." % (
        r.choice(["heroin 1 g/day IV", "alcohol 2 L cider/day", "crack cocaine", "cannabis daily", "none"]), c.WDAY(c.today), r.randint(0, 23), r.randint(0, 14), r.randint(0, 18)))
    L.append("Self-harm: %s" % r.choice(["denies current intent; previous OD %s" % c.Y(c.today.year - r.randint(1, 8)), "none", "superficial cuts L forearm last week"]))
    L.append("")
    L.append("Examination: %s. GCS 15/15. Pupils equal, reactive. Breath alcohol %d ug/100ml." % (clin.vitals(c, 0), r.randint(0, 110)))
    L.append("Injuries documented (body map, %d photos taken on force camera SN %s):" % (r.randint(2, 9), c.serial()))
    L.append(_body_map(c, r.randint(2, 6), r.randrange(2)))
    L.append("")
    if r.random() < .5:
        L.append("Road traffic: driver of %s reg %s; DL %s. Evidential blood sample taken %02d:%02d under s.7, kit no %s, split sample given to DP." % (
            r.choice(["Ford Transit", "silver hatchback", "black Audi A3", "motorbike"]), c.plate(), c.dl(), r.randint(0, 23), r.randint(0, 59), c.idn("BK-######")))
        L.append("")
    L.append("Opinion: %s. %s. Appropriate adult: %s." % (
        r.choice(["Fit to detain", "Fit to detain", "Not fit to detain - transfer to ED", "Fit to detain with level 2 obs"]),
        r.choice(["Fit to interview", "Not currently fit to interview - review in %d h" % r.randint(2, 8), "Fit to interview"]),
        ("required - %s (mother)" % relative(c, pt, "mother").full) if pt.age < 18 else
        r.choice(["not required", "not required", "required (learning disability) - %s, support worker" % family(c).full])))
    L.append("Care plan: %s obs; rousing checks; %s; methadone dose confirmed with %s (%s)." % (
        r.choice(["level 1 (30 min)", "level 2 (rousing)", "level 3 constant"]), r.choice(["paracetamol 1 g given", "chlordiazepoxide 20 mg given", "no medication"]),
        c.hosp("pharmacy"), c.phone(False)))
    L.append("Referral: liaison and diversion team; %s" % r.choice(["ED for X-ray R hand", "drug worker %s" % staff(c).full, "none further"]))
    L.append("")
    L.append("%s %s   %s %s" % (hcp.full, cred(c), "GMC" if c.loc == "GB" else "Reg", c.medlic()))
    L.append("Entry made %s %02d:%02d; record system user %s" % (c.D(c.today), r.randint(0, 23), r.randint(0, 59), hcp.un))
    return "\n".join(L)


def layout_jail_intake(c, pt):
    r = c.r
    nurse = staff(c, "F")
    dep = _officer(c)
    L = []
    L.append("%s  -  Medical Unit" % _station(c))
    L.append("RECEIVING SCREENING / INTAKE HEALTH ASSESSMENT")
    L.append("Inmate: %s    Booking #: %s    SO #: %s" % (pt.LFM, c.idn("########"), c.idn("@######")))
    L.append("DOB: %s   Age: %s   Sex: %s   Housing: %s" % (c.D(pt.dob), AG(pt.age), "M" if pt.sex == "M" else "F",
                                                       LO(r.choice(["Pod %s, cell %d" % (r.choice("ABCDEF"), r.randint(1, 40)), "Medical housing bed %d" % r.randint(1, 12), "Intake holding %d" % r.randint(1, 6)]))))
    L.append("SSN: %s    DL: %s (%s)" % (c.ssn(), c.dl(), c.state(False)))
    L.append("Booked: %s %02d:%02d   Arresting agency: %s   Transporting deputy: %s #%s" % (
        c.D(c.today), r.randint(0, 23), r.randint(0, 59), _force(c), dep.full, dep.num))
    L.append("Screened by: %s, LPN   Screening time: %02d:%02d" % (nurse.full, r.randint(0, 23), r.randint(0, 59)))
    L.append("")
    qs = [("Currently under a doctor's care?", r.choice(["Y - %s at %s" % (staff(c).drfull, c.hosp("gp")), "N"])),
          ("Current medications?", r.choice(["Y - " + clin.meds(c, 3, 1), "N"])),
          ("Allergies?", clin.allergy(c)),
          ("Recent hospitalization?", r.choice(["N", "Y - %s %s" % (c.hosp(), c.Dmy(c.plus(c.today, -r.randint(10, 200))))])),
          ("Diabetes / seizures / heart disease?", r.choice(["N", "DM2 - last A1c unknown", "Seizures - last %s" % c.Dmy(c.plus(c.today, -r.randint(10, 300)))])),
          ("Drug/alcohol use last 72 h?", r.choice(["fentanyl daily", "meth, ETOH", "N", "ETOH 1 fifth/day"])),
          ("Withdrawal history?", r.choice(["DTs %s" % c.Y(c.today.year - r.randint(1, 6)), "N", "opioid w/d"])),
          ("Suicidal thoughts now / history?", r.choice(["N / N", "N / Y - attempt %s" % c.Y(c.today.year - r.randint(1, 10)), "Y - placed on watch"])),
          ("Pregnant?", "N/A" if pt.sex == "M" else r.choice(["N", "Y - LMP %s" % c.D(c.plus(c.today, -r.randint(20, 80)))])),
          ("TB symptoms / PPD?", r.choice(["N; PPD placed L forearm", "N; CXR neg %s" % c.Y(c.today.year - 1)])),
          ("Visible injuries?", r.choice(["N", "abrasions both knees, L periorbital bruise"])),
          ("Emergency contact", "%s (%s) %s" % ((lambda f: f.full + " - " + f.rel)(relative(c, pt)), "NOK", c.phone(True)))]
    for q, a in qs:
        L.append("  %-40s %s" % (q, a))
    L.append("")
    L.append("Vitals: " + clin.vitals(c, 1) + ". Glucose %d mg/dL. BAC %.3f." % (r.randint(70, 320), r.uniform(0, 0.24)))
    L.append("COWS %d  CIWA %d  C-SSRS %s" % (r.randint(0, 18), r.randint(0, 20), r.choice(["neg", "low", "moderate"])))
    L.append("")
    L.append("Disposition: %s. Medication verification requested from %s fax %s. Community provider %s. MAT continuation: %s." % (
        r.choice(["general population", "medical observation", "suicide watch - safety smock", "detox protocol"]),
        c.hosp("pharmacy"), c.fax(), c.hosp("gp"), r.choice(["buprenorphine 8 mg verified via PDMP", "N/A", "methadone via %s" % c.hosp("gp")])))
    L.append("Provider notified: %s, NP at %02d:%02d. Orders received." % (staff(c).full, r.randint(0, 23), r.randint(0, 59)))
    L.append("")
    L.append("Photo ID / biometric: %s. Inmate wristband printed." % c.bioid(r.choice(["fp", "iris"])))
    L.append("Record: %s   entered by %s from %s" % (c.idn("MED-#######"), nurse.un, c.ip()))
    return "\n".join(L)


def layout_sa_exam(c, pt):
    r = c.r
    ex = staff(c, "F")
    det = _officer(c)
    centre = HO(r.choice(["%s Sexual Assault Referral Centre" % c.town_name(), "%s SANE Program" % c.hosp_name(),
                          "%s Sexual Assault Service" % c.town_name(), "%s Centre" % c.r.choice(["Willow", "Haven", "Bluebell", "Juniper"])]))
    inc = c.plus(c.today, -r.randint(0, 5))
    L = []
    L.append("%s\nFORENSIC MEDICAL EXAMINATION RECORD - CONFIDENTIAL" % centre)
    L.append("")
    L.append("Client: %s   DOB: %s (%s)   Ref: %s" % (pt.full, c.D(pt.dob), AG(pt.age), c.idn("SARC/##/###")))
    L.append("Police involvement: %s. Officer: %s %s, %s; crime ref %s; tel %s" % (
        r.choice(["yes", "yes", "self-referral - no police report yet"]), det.rank, det.full, _force(c), c.idn("CR/#####/##"), c.phone(False)))
    L.append("Date/time of incident: %s approx %02d:00   Date/time of exam: %s %02d:%02d   Interval: %d h" % (
        c.D(inc), r.randint(0, 23), c.D(c.today), r.randint(0, 23), r.randint(0, 59), r.randint(3, 120)))
    L.append("Location of incident (as reported): %s" % r.choice([c.addr_line(), "park near %s, %s" % (LO(c.town_name() + " Leisure Centre"), c.town()),
                                                               "a flat on %s" % M("STREET", c.street_name())]))
    L.append("Examiner: %s, %s. Chaperone/ISVA: %s." % (ex.full, r.choice(["SANE-A", "forensic nurse examiner", "forensic physician"]), staff(c).full))
    L.append("")
    L.append("Account (client's words, recorded verbatim where possible): client reports %s. Alleged assailant known to client as '%s', %s." % (
        r.choice(["being held down after a party", "being assaulted by an ex-partner in the home", "waking with no memory after drinks at a bar"]),
        M("FAMILY", Person(c, "FAMILY").first), r.choice(["a neighbour", "ex-partner", "met that evening", "coworker at %s" % c.employer()])))
    L.append("Since incident: %s." % (", ".join(r.sample(["showered", "changed clothes", "urinated", "eaten/drunk", "brushed teeth"], r.randint(1, 3))) if r.random() < .8 else "none of these"))
    L.append("")
    L.append("General exam: %s" % clin.vitals(c, 0))
    L.append("Injuries:")
    L.append(_body_map(c, r.randint(2, 7), r.randrange(2)))
    L.append("Photography: colposcope/camera SN %s, %d images, stored on secure drive." % (c.serial(), r.randint(6, 40)))
    L.append("")
    L.append("Samples (chain of custody):")
    L.append("| Item | Description | Seal no | Time | Handed to |")
    L.append("|---|---|---|---|---|")
    items = ["oral swab", "fingernail scrapings", "urine (tox)", "blood (tox)", "underwear", "skin swab neck", "reference DNA buccal", "perianal swab"]
    items += ["high vaginal swab", "low vaginal swab"] if pt.sex == "F" else ["penile swab"]
    for i, it in enumerate(r.sample(items, r.randint(3, 6)), 1):
        L.append("| %d | %s | %s | %02d:%02d | %s %s |" % (i, it, c.idn("@@######"), r.randint(0, 23), r.randint(0, 59), det.rank, det.ln))
    L.append("Reference DNA profile ID: %s" % c.bioid("dna"))
    L.append("Kit no: %s   Evidence locker: %s" % (c.idn("SAK-#######"), LO("locker %d" % r.randint(1, 40))))
    L.append("")
    L.append("Treatment: emergency contraception %s; PEPSE %s; hep B vaccine dose 1; follow-up at %s on %s." % (
        r.choice(["given", "declined"]) if pt.sex == "F" and pt.age < 52 else "N/A", r.choice(["started", "not indicated"]), c.hosp(), c.D(c.plus(c.today, 14))))
    L.append("Safety plan: staying with %s at %s; contact %s." % ((lambda f: f.rel + " " + f.fn)(relative(c, pt, r.choice(["sister", "friend", "mother"]))),
                                                                  c.addr_line(c.town_name()), c.phone(True)))
    L.append("")
    L.append("Signed: %s  %s %02d:%02d" % (ex.full, c.D(c.today), r.randint(0, 23), r.randint(0, 59)))
    return "\n".join(L)


def layout_statement(c, pt):
    r = c.r
    dr = staff(c)
    det = _officer(c)
    L = []
    L.append("MEDICAL STATEMENT / FORENSIC REPORT")
    L.append("%s\n%s\nTel %s  Email %s" % (dr.drfull + ", " + cred(c), c.addr_line(c.town_name()), c.phone(False), c.email(dr)))
    L.append("")
    L.append("Requested by: %s %s, %s, ref %s, letter dated %s." % (det.rank, det.full, _force(c), c.idn("OP-######"), c.D(c.plus(c.today, -r.randint(5, 40)))))
    L.append("Subject: %s (DOB %s), examined at %s on %s at %02d:%02d." % (pt.full, c.D(pt.dob), _station(c) if r.random() < .5 else c.hosp(),
                                                                       c.D(c.plus(c.today, -r.randint(5, 60))), r.randint(0, 23), r.randint(0, 59)))
    L.append("")
    L.append("1. Qualifications. I am a registered medical practitioner (%s %s) and have worked in clinical forensic medicine since %s. I hold %s." % (
        "GMC" if c.loc == "GB" else "licence", c.medlic(), c.Y(c.today.year - r.randint(3, 25)), r.choice(["the MFFLM", "the DipFMS", "board certification in forensic pathology"])))
    L.append("")
    L.append("2. Background. I was asked to examine %s, %s, in relation to an allegation of %s said to have occurred on %s outside %s in %s." % (
        pt.tl, c.age_sex(pt.age, pt.sex), r.choice(["assault", "restraint injury during arrest", "dog bite", "a fall in the cell"]),
        c.Dwd(c.plus(c.today, -r.randint(6, 60))), OG(r.choice(["The %s Arms" % r.choice(["Kestrel", "Mariner", "Ploughman"]), "%s Tavern" % c.town_name(), "%s Nightclub" % r.choice(["Velvet", "Neon", "Quayside"])])), c.town()))
    L.append("")
    L.append("3. History given. %s told me that %s %s. %s stated that %s works as %s. %s" % (
        pt.tl, pt.he, r.choice(["was punched several times to the face and kicked while on the ground", "was restrained face down with handcuffs applied tightly",
                                  "was bitten on the forearm"]), pt.he.capitalize(), pt.he, an(prof(c)),
        r.choice(["%s was accompanied by %s %s." % (pt.he.capitalize(), pt.his, (lambda f: f.rel + " " + f.full)(relative(c, pt))), "No one else was present."])))
    L.append("")
    L.append("4. Findings. General: %s. Injuries:" % clin.vitals(c, 0))
    L.append(_body_map(c, r.randint(3, 7), 1))
    L.append("")
    L.append("5. Interpretation. The bruising is consistent with blunt force trauma; the appearance is consistent with the reported timing, "
             "although ageing of bruises by colour is unreliable. The circumferential marks at the wrists are consistent with restraint by handcuffs.")
    L.append("")
    L.append("6. Records reviewed: ED notes from %s (%s), X-ray report %s (%s)." % (c.hosp(), c.D(c.plus(c.today, -r.randint(5, 60))), c.idn("RAD#######"), r.choice(["no fracture", "undisplaced fracture 5th MC"])))
    L.append("")
    L.append("Statement of truth: I believe the facts stated in this report are true.")
    L.append("\nSigned %s        Date %s" % (dr.full, c.D(c.today)))
    L.append("Invoice ref %s" % c.acct())
    return "\n".join(L)


LAYOUTS = [layout_custody_uk, layout_jail_intake, layout_sa_exam, layout_statement]


_COUNT = {}  # per-locale rotation through the layouts that fit the locale


def make(c, i):
    pt = patient(c, 16, 78)
    ok = [l for l in LAYOUTS if not (l is layout_jail_intake and c.loc != "US") and not (l is layout_custody_uk and c.loc == "US")]
    n = _COUNT[c.loc] = _COUNT.get(c.loc, -1) + 1
    lay = ok[n % len(ok)]
    return lay(c, pt), lay.__name__, pt
