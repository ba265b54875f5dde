"""Genres: administration/prescription form, pharmacy dispensing record, substance return and disposal record."""
import clinical
import legal
import places
from blocks import header, sign, audit, jur_line, board, url, fax_of, prognosis_line
from core import E, clock, phone, digits, letters, ipaddr, username, vehicle, dt_add


def _place(d, c, label="Location"):
    r = c.rng
    s = c.setting
    if s == "home":
        d.ln(label + ": patient's home, {ADDR}")
    elif s == "hospital":
        d.ln(label + ": {W}, {H}, room {RM}", W=E(c.ward, "HOSPITAL"), H=E(c.hosp, "HOSPITAL"), RM=E(c.room, "LOCATION_OTHER"))
    elif s == "hospice":
        d.ln(label + ": {H}, room {RM}", H=E(c.pall, "HOSPITAL"), RM=E(c.room, "LOCATION_OTHER"))
    else:
        d.ln(label + ": {H}, room {RM}, bed {B}", H=E(c.care_home, "HOSPITAL"), RM=E(c.room, "LOCATION_OTHER"),
             B=E(c.bed, "LOCATION_OTHER"))


def _serial(r):
    return r.choice(["%s-%s" % (letters(r, 2), digits(r, 6)), "%s%s" % (digits(r, 3), letters(r, 1) + digits(r, 5)),
                     "SN%s" % digits(r, 8)])


def admin_form(d, c):
    r = c.rng
    C = c.C
    if C == "US":
        return _rx_us(d, c)
    title = {"AU": r.choice(["PRACTITIONER ADMINISTRATION FORM", "VAD ADMINISTRATION RECORD"]),
             "NZ": "ADMINISTRATION OF MEDICATION - RECORD (ASSISTED DYING)", "CA": "MAID PROVISION RECORD"}[C]
    d.ln(title)
    d.ln("{H}", H=E(c.hosp if c.setting == "hospital" else c.pall, "HOSPITAL"))
    d.ln("")
    header(d, c, r.choice([0, 1, 2]))
    if C == "AU" and r.random() < 0.7:
        d.ln("Permit no.: {P}   Issued: {D}", P=E(c.permit, "IDNUM"), D=c.d("permit"))
    if C == "CA":
        d.ln("Written request signed {D1}; assessments {D2} and {D3}.", D1=c.d("decl"), D2=c.d("assess1"), D3=c.d("consult"))
    d.ln("")
    d.ln("Administering practitioner: {N}   Reg {R}", N=c.coord.dr(), R=E(c.coord.reg, "LICENSE"))
    if C == "CA" or r.random() < 0.5:
        d.ln("Supporting clinician: {N}, %s" % c.nurse.creds, N=c.nurse.name())
    if C == "AU":
        d.ln("Independent witness: {N} (over 18; %s)" % r.choice(["not a family member", "palliative care nurse", "friend of the family"]),
             N=c.wit2.p.full("FAMILY"))
    t = r.randint(9, 15)
    m = r.randint(0, 40)
    d.ln("Date: {D}   Time commenced: %02d:%02d" % (t, max(0, m - 5)), D=c.d("admin", r.choice([c.ds, c.ls, "WdMy" if C != "CA" else "WMdy"])))
    _place(d, c)
    d.ln("Present: " + ", ".join("%s" % f.rel for f in c.fam[:3]) + (", and the support nurse" if r.random() < 0.5 else ""))
    if r.random() < 0.6:
        f = c.fam[0]
        d.ln("   ({N} requested to hold the patient's hand throughout.)", N=f.p.F("FAMILY"))
    d.ln("")
    d.ln("IMMEDIATELY BEFORE ADMINISTRATION")
    d.ln("[x] Person confirmed as the person named on the %s" % ("permit" if C == "AU" else "request"))
    d.ln("[x] Decision-making capacity confirmed")
    d.ln("[x] Request is voluntary and enduring; person confirmed wish to proceed (\"yes, I am ready\")")
    if C == "CA" and r.random() < 0.3:
        d.ln("[x] Waiver of final consent (Audrey's Amendment) on file, dated {D}", D=c.d("decl"))
    if c.dx["short"] == "HFrEF":
        d.ln("ICD ({M}) deactivated {D} by cardiac physiologist; serial {S}.".replace("{M}", r.choice([m for m in clinical.ICD_MODELS if m.endswith("ICD")])),
             D=c.d("final"), S=E(_serial(r), "DEVICE"))
    d.ln("")
    d.ln("ADMINISTRATION")
    d.ln("IV access: %s" % r.choice(["20G cannula L forearm; second 22G cannula R hand as backup",
                                    "existing PICC (double lumen) flushed 10 mL saline",
                                    "22G cannula L antecubital fossa; backup R dorsum of hand"]))
    if r.random() < 0.6:
        d.ln("Pump: %s, serial {S}" % r.choice(clinical.DEVICE_MODELS), S=E(_serial(r), "DEVICE"))
    if C == "CA":
        prot = r.choice([clinical.IV_PROTOCOL_CA, clinical.IV_PROTOCOL_CA_ALT])
        for i, (drug, dose) in enumerate(prot):
            d.ln("  %02d:%02d  %s %s, flush NS 10 mL" % (t, m + i * 2, drug, dose))
    elif C == "AU":
        d.ln("  %02d:%02d  midazolam 5 mg IV (anxiolysis)" % (t, m))
        d.ln("  %02d:%02d  VAD substance (IV protocol, kit supplied by {P})" % (t, m + 3), P=E(c.pharmacy, "HOSPITAL"))
        d.ln("  %02d:%02d  saline flush" % (t, m + 9))
    else:
        d.ln("  %02d:%02d  %s" % (t, m, r.choice(["oral medication ingested by the person", "IV medication administered by AMP at the person's request",
                                                  "IV infusion commenced; person opened the roller clamp (self-triggered)"])))
    mm = m + r.randint(6, 25)
    d.ln("Death occurred at %02d:%02d; confirmed by {N} (no heart sounds x 2 min, pupils fixed)." % (t + mm // 60, mm % 60),
         N=c.coord.drl())
    d.ln("")
    d.ln("Complications: " + r.choice(["none", "nil", "brief myoclonus, no distress", "none; peaceful"]))
    if C == "CA":
        body = legal.CA_PROV_BODY[c.ST]
        d.ln("Reported to %s; case no. {N}. Health Canada report to be filed within 30 days." % body, N=E("%s-%s" % (digits(r, 4), digits(r, 5)), "IDNUM"))
    elif C == "AU":
        d.ln("Unused substance returned to {P} on {D}. Notification to the %s lodged." % board(c), P=E(c.pharmacy, "HOSPITAL"), D=c.d("return"))
    else:
        d.ln("Report to the %s due within 14 working days. Funeral director: {F}." % legal.NZ_BODY, F=E(c.funeral, "ORGANIZATION"))
    sign(d, c, c.coord, "admin", contact=False)


def _rx_us(d, c):
    r = c.rng
    d.ln("{H}", H=E(c.hosp, "HOSPITAL"))
    d.ln("{A}", A=c.fac_addr())
    d.ln("Tel {P}   Fax {F}", P=E(c.coord.phone, "PHONE"), F=E(fax_of(c), "FAX"))
    d.ln("")
    act = legal.ACT[("US", c.ST)]
    d.ln("PRESCRIPTION - MEDICATION UNDER %s%s" % ("" if act.startswith("Act") else "THE ", act.upper()))
    d.ln("Date written: {D}", D=c.d("rx"))
    d.ln("Patient: {PT}   DOB: {DOB}   MRN: {MRN}", PT=c.pt.fml("PATIENT"))
    d.ln("Address: {ADDR}")
    d.ln("")
    prot = r.choice(clinical.ORAL_PROTOCOLS_US)
    d.ln("Rx: " + prot)
    d.ln("Disp: one (1) kit. Refills: none.")
    d.ln("Sig: " + r.choice(["Mix entire contents with 4 oz apple juice; drink within 2 minutes.",
                              "Mix with 120 mL of clear liquid and drink within 1-2 minutes when ready."]))
    d.ln("Rx: " + clinical.ANTIEMETIC["US"] + " ingestion.")
    d.ln("")
    d.ln("Prescriber: {CO}   NPI {N}   DEA {DEA}   State license {L}", CO=c.coord.dr(), N=E(c.npi(), "LICENSE"),
         DEA=E(c.dea(c.coord.p.last), "LICENSE"), L=E(c.coord.reg, "LICENSE"))
    d.ln("")
    d.ln("ATTENDING PHYSICIAN COMPLIANCE CHECKLIST")
    d.ln("First oral request: {D1}    Second oral request: {D2}    Written request: {D3}", D1=c.d("first"),
         D2=c.d("final"), D3=c.d("decl"))
    d.ln("Consulting physician: {K}, confirmed {D}", K=c.consult.dr(), D=c.d("consult"))
    d.ln("Mental health referral: %s" % r.choice(["not indicated", "completed - capable, see report", "not indicated; PHQ-9 5"]))
    d.ln("Patient informed of right to rescind: Yes   Offered opportunity to rescind at second oral request: Yes")
    d.ln("Recommended that patient notify next of kin: Yes; %s" % r.choice(["notified", "patient declined", "next of kin present at visit"]))
    d.ln("Method of delivering prescription to pharmacy: %s" % r.choice(["e-prescribed", "faxed and original mailed", "hand-delivered by physician"]))
    d.ln("Dispensing pharmacy: {P}, {PH}", P=E(c.pharmacy, "HOSPITAL"), PH=E(phone(r, "US", "land", c.area), "PHONE"))
    if c.ssn and r.random() < 0.5:
        d.ln("Patient SSN (for state reporting): {S}", S=E(c.ssn, "SSN"))
    d.ln("Form submitted to the %s on {D}." % board(c), D=c.d("rx"))
    sign(d, c, c.coord, None, with_reg=False, contact=False)


def pharmacy(d, c):
    r = c.rng
    C = c.C
    ph, ph2 = c.pharm, c.pharm2
    d.ln("{P}", P=E(c.pharmacy, "HOSPITAL"))
    d.ln("{A}   Ph {T}   Fax {F}", A=c.fac_addr(), T=E(phone(r, C, "land", c.area), "PHONE"), F=E(fax_of(c), "FAX"))
    d.ln("")
    d.ln({"AU": "VAD SUBSTANCE DISPENSING RECORD", "NZ": "DISPENSING RECORD - ASSISTED DYING MEDICATION",
          "CA": "MAID MEDICATION KIT - DISPENSING LOG", "US": "PHARMACY DISPENSING RECORD"}[C])
    d.ln("Rx no. {RX}   Received {D}   Prescriber: {CO}", RX=E(c.rx, "IDNUM"), D=c.d("rx"), CO=c.coord.dr())
    if C == "AU":
        d.ln("Prescriber AHPRA {R}; prescriber no. {N}", R=E(c.coord.reg, "LICENSE"), N=E(digits(r, 7, "2"), "LICENSE"))
        if r.random() < 0.8:
            d.ln("Authorisation/permit: {P}", P=E(c.permit, "IDNUM"))
    elif C == "US":
        d.ln("Prescriber DEA {D}  NPI {N}", D=E(c.dea(c.coord.p.last), "LICENSE"), N=E(c.npi(), "LICENSE"))
    else:
        d.ln("Prescriber reg. {R}", R=E(c.coord.reg, "LICENSE"))
    d.ln("")
    d.ln("Patient: {PTUP}   DOB {DOB}   {MRNL} {MRN}")
    d.ln("Address: {ADDR}")
    if r.random() < 0.6:
        d.ln("{HPL}: {HP}")
    idk = r.random()
    if idk < 0.5:
        d.ln("Identity confirmed: %s {L} sighted." % ("driver licence" if C in ("AU", "NZ") else "driver's license"), L=E(c.dl, "LICENSE"))
    else:
        d.ln("Identity confirmed: photo ID and {HPL} card.")
    d.ln("")
    d.ln("ITEMS")
    if C == "US":
        d.ln("  1. " + r.choice(clinical.ORAL_PROTOCOLS_US))
        d.ln("  2. " + clinical.ANTIEMETIC["US"])
    elif C == "CA":
        prot = r.choice([clinical.IV_PROTOCOL_CA, clinical.IV_PROTOCOL_CA_ALT])
        for i, (drug, dose) in enumerate(prot, 1):
            d.ln("  %d. %s %s (x2 sets - primary and backup)" % (i, drug, dose))
        d.ln("  5. sodium chloride 0.9% flushes 10 mL x 10")
    else:
        d.ln("  1. %s, oral preparation, 1 kit (batch %s%s, exp %s/%d)" % (c.R["subst"], letters(r, 2), digits(r, 5),
                                                                          "%02d" % r.randint(1, 12), r.randint(2026, 2028)))
        d.ln("  2. " + clinical.ANTIEMETIC[C] + " ingestion")
        if r.random() < 0.5:
            d.ln("  3. midazolam 5 mg/mL ampoules x 2 (practitioner use)")
    d.ln("Locked box serial {S}; tamper seal intact.", S=E(c.lockbox, "DEVICE"))
    d.ln("")
    d.ln("Dispensed: {D} %s   by {N} (reg {R})" % c.clk(), D=c.d("dispense"), N=ph.name(), R=E(ph.reg, "LICENSE"))
    d.ln("Checked:   {N} (reg {R})", N=ph2.name(), R=E(ph2.reg, "LICENSE"))
    if r.random() < 0.7:
        d.ln("Safe access: biometric login {B} / user {U}", B=E("%s-%s" % (r.choice(["FP", "BIO", "PV"]), digits(r, 5)), "BIOID"),
             U=E(username(r, ph.p.first, ph.p.last), "USERNAME"))
    d.ln("")
    d.ln("SUPPLY")
    mode = r.random()
    if mode < 0.6:
        d.ln("Delivered in person to {ADDR} on {D} by {N}.", D=c.d("dispense"), N=ph.name())
        d.ln("Travelled in %s, registration {V}; kit kept in locked case during transit." % r.choice(["service vehicle", "pool car",
                                                                                                     "pharmacy van"]),
             V=E(vehicle(r, C), "VEHICLE"))
    else:
        d.ln("Collected from pharmacy on {D} by %s." % ("the patient's agent" if C == "US" else "the practitioner"), D=c.d("dispense"))
    if C == "AU":
        d.ln("Received by: {N} (contact person, %s), ph {P}" % c.contact.rel, N=c.contact.p.full("FAMILY"), P=E(c.contact.phone, "PHONE"))
    elif C == "US" and r.random() < 0.6:
        d.ln("Agent: {N} ({R}), photo ID {L}", N=c.nok.p.full("FAMILY"), R=c.nok.rel, L=E(letters(r, 1) + digits(r, 7), "LICENSE"))
    d.ln("")
    d.ln("Counselling provided: " + r.choice([
        "storage in the locked box out of reach of others; antiemetic timing; how to prepare; expected time to sleep and death; "
        "what to do if the person changes their mind; return of unused substance within 14 days.",
        "preparation steps demonstrated with water; vomiting risk; do not take with milk or alcohol beyond a small amount; "
        "who to call (hospice nurse {P}).",
        "practitioner-administration kit; checked quantities with the practitioner; cold chain not required."]),
        P=E(phone(r, C, "mob"), "PHONE"))
    if C == "US":
        d.ln("Copy of this record mailed to the %s within 10 calendar days." % board(c))
    if r.random() < 0.4:
        audit(d, c, ph, "dispense", sys_name="dispensing system")


def substance_return(d, c):
    r = c.rng
    C = c.C
    d.ln("{P}", P=E(c.pharmacy, "HOSPITAL"))
    d.ln({"AU": "RETURN OF UNUSED OR REMAINING VAD SUBSTANCE", "NZ": "RETURN AND DISPOSAL OF UNUSED MEDICATION",
          "CA": "MAID KIT RETURN / DESTRUCTION RECORD", "US": "DISPOSAL OF UNUSED AID-IN-DYING MEDICATION"}[C])
    d.ln("")
    d.ln("Patient: {PT}   DOB {DOB}   Rx {RX}", PT=c.pt.fml("PATIENT"), RX=E(c.rx, "IDNUM"))
    died = r.random() < 0.75
    if died:
        d.ln("Status: deceased {D}%s" % r.choice(["", " (substance self-administered)", " (died of underlying disease; substance not used)"]),
             D=c.d("death"))
    else:
        d.ln("Status: alive - person decided not to proceed on {D}; wishes the substance removed from the home.", D=c.d("return"))
    d.ln("")
    d.ln("Returned by: {N}, %s" % (("contact person (" + c.contact.rel + ")") if C == "AU" else c.contact.rel),
         N=c.contact.p.full("FAMILY"))
    d.ln("Address: {S}, {T}", S=E(c.addr_street if r.random() < 0.6 else c.street(), "STREET"), T=E(c.town, "CITY"))
    d.ln("Phone: {P}", P=E(c.contact.phone, "PHONE"))
    d.ln("ID sighted: %s {L}" % r.choice(["driver licence" if C in ("AU", "NZ") else "driver's license", "photo card"]),
         L=E(c.rng.choice([c.dl[:-2] + digits(r, 2), "%s%s" % (letters(r, 1), digits(r, 7))]), "LICENSE"))
    d.ln("Date/time returned: {D} %s" % c.clk(), D=c.d("return"))
    if r.random() < 0.5:
        d.ln("Collected from home by pharmacist {N} in vehicle {V}.", N=c.pharm.name(), V=E(vehicle(r, C), "VEHICLE"))
    d.ln("")
    d.ln("Contents check")
    d.ln("Locked box {S}: %s" % r.choice(["seal intact, unopened", "opened; contents partially used", "seal broken; container empty except sachet 2"]),
         S=E(c.lockbox, "DEVICE"))
    d.ln(r.choice(["All items reconciled against dispensing record.", "Quantity returned: 1 bottle powder (unopened), antiemetic 1 tab.",
                   "Remaining: 2 x backup syringe sets, unopened.", "Nil substance remaining; empty container returned."]))
    d.ln("")
    d.ln("Destruction: " + r.choice(["denatured in pharmacy and placed in pharmaceutical waste bin for incineration",
                                      "via {O} (licensed waste contractor)", "DEA-compliant take-back receptacle"]),
         O=E(r.choice(["Clearwater Medical Waste", "Enviro-Cycle Pharma Disposal", "Ironbark Waste Solutions"]), "ORGANIZATION"))
    d.ln("Destroyed by {N}; witnessed by {W}.", N=c.pharm.name(), W=c.pharm2.name())
    if r.random() < 0.6:
        d.ln("Cabinet biometric sign-off {B}.", B=E("%s-%s" % (r.choice(["FP", "BIO", "HV"]), digits(r, 6)), "BIOID"))
    d.ln("")
    if C == "AU":
        d.ln("Notified: the %s and {CO} on {D}." % board(c), CO=c.coord.dr(), D=c.d("return"))
    elif C == "US":
        d.ln("Attending physician {CO} informed by phone {P}.", CO=c.coord.dr(), P=E(c.coord.phone, "PHONE"))
    else:
        d.ln("Practitioner {CO} informed; entry made in controlled drug register p. %d." % r.randint(10, 240), CO=c.coord.dr())
    if r.random() < 0.5:
        audit(d, c, c.pharm, "return", sys_name="pharmacy system")
