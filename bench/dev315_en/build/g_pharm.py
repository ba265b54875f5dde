"""Genres: prostanoid pump / home-delivery log, pharmacy homecare
registration, shared-care agreement."""
from doc import Doc, P, J
import fake as F
import clin as K
import common as C
import pools_places as PL


def _prost(r, c, k):
    drug = r.choice(["epo", "epo", "trep_sc", "trep_iv", "trep_sc"])
    wt = k.weight
    if drug == "epo":
        dose = r.randrange(6, 40)
        conc = r.choice([15000, 30000, 45000, 60000])
        rate = dose * wt * 60 / conc
        return dict(key=drug, name=r.choice(["Epoprostenol (Veletri) 1.5 mg vials", "Epoprostenol 0.5 mg / 1.5 mg vials",
                                              "Epoprostenol (Flolan) with pH 12 diluent"]),
                    route="IV via %s" % r.choice(["Hickman line (single lumen)", "tunnelled CVC", "Groshong catheter"]),
                    dose=dose, conc=conc, rate=rate, pump=r.choice(["CADD-Legacy 1 (model 6400)", "CADD-Legacy PLUS", "CADD-Solis VIP"]),
                    cassette=r.choice(["100 mL", "50 mL"]))
    dose = r.randrange(10, 95)
    cm = r.choice(["1", "2.5", "5", "10"])
    conc = int(float(cm) * 1000000)
    rate = dose * wt * 60 / conc
    return dict(key=drug, name="Treprostinil (Remodulin) %s mg/mL" % cm, cstr="%s mg/mL" % cm,
                route="SC (abdominal site)" if drug == "trep_sc" else "IV via Hickman line",
                dose=dose, conc=conc, rate=rate, pump=r.choice(["Remunity pump", "CADD-MS 3", "Crono Five"]),
                cassette=r.choice(["3 mL", "10 mL", "20 mL"]))


def pump_log(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    pr = _prost(r, c, k)
    hc = r.choice(PL.HOMECARE)
    hosp = F.hospital(r, c)
    nurse = F.clinician(r, c, "nurse")
    hcn = F.clinician(r, c, "nurse")
    us = c in ("US", "CA")
    d.add(r.choice(["PROSTANOID INFUSION - PUMP & HOME DELIVERY LOG", "Home Delivery & Pump Record (parenteral prostanoid)",
                    "PUMP / DELIVERY LOG - PH HOMECARE", "Continuous prostanoid therapy: delivery and pump events"]), "\n")
    d.w("Provider: {hc}   Account: {acc}\nPrescribing centre: {h}\n\n", hc=P("ORGANIZATION", hc), acc=P("ACCOUNT", F.account(r)),
        h=P("HOSPITAL", hosp))
    d.w("Patient: {n}   DOB {dob}   {ml} {m}\n", n=F.pname(pat, r.choice(["caps", "full", "lastfirst"])), dob=F.D(r, c, pat.dob),
        ml=r.choice(["Hosp No", "MRN"]), m=P("MRN", pat.mrn))
    d.w("Delivery address: {a}\nTel: {t} / {mob}\n", a=F.addr_lines(r, c, pat.addr, oneline=True), t=P("PHONE", pat.tel),
        mob=P("PHONE", pat.mob))
    notes = r.randrange(4)
    if notes == 0:
        lm = r.choice(PL.LANDMARKS)
        lmp = J("the ", P("LOCATION_OTHER", lm[4:])) if lm.startswith("the ") else P("LOCATION_OTHER", lm)
        d.w("Access: side gate, house opposite {lm}. Fridge in garage.\n", lm=lmp)
    elif notes == 1:
        alt = F.relative(r, c, pat)
        d.w("If out, leave with {rel} {n} ({ph}) - do NOT leave on doorstep (cold chain).\n", rel=alt.rel,
            n=F.pname(alt, r.choice(["first", "full"])), ph=P("PHONE", alt.tel))
    elif notes == 2:
        d.add("Delivery window 08:00-12:00 on agreed days. Ring mobile 30 min before arrival.\n")
    else:
        d.w("Deliver to {b}, flat {f} (lift to 3rd floor).\n", b=P("LOCATION_OTHER", r.choice(PL.RESIDENCES)),
            f=str(r.randrange(1, 40)))
    d.add("\nTHERAPY\n")
    d.add("Drug: ", pr["name"], "\nRoute: ", pr["route"], "\n")
    d.w("Dose: {do} ng/kg/min   Dosing weight: {w} kg   Concentration: {cc}   Rate: {rt} mL/h\n",
        do=str(pr["dose"]), w=str(k.weight), cc=pr.get("cstr") or "{:,} ng/mL".format(pr["conc"]), rt="%.2f" % pr["rate"])
    d.w("Pump: {pm}   SN {s1} (primary)", pm=pr["pump"], s1=P("DEVICE", F.device_sn(r)))
    if F.chance(r, 0.75):
        d.w("  /  SN {s2} (back-up)", s2=P("DEVICE", F.device_sn(r)))
    d.add("\nCassette/reservoir: ", pr["cassette"], "; changed every ", r.choice(["24 h", "48 h", "72 h", "3 days"]), "\n")
    d.add("\nDELIVERIES\n")
    drv = [F.clinician(r, c, "tech") for _ in range(2)]
    hdr = "Date        Order ref        Items                                   Driver / vehicle          Received by      Temp"
    d.add(hdr, "\n")
    dd = F.shift(today, -r.randrange(40, 90))
    for i in range(r.randrange(3, 6)):
        dv = r.choice(drv)
        d.add(F.D(r, c, dd, "dmy" if not us else "num"), "  ")
        d.add(P("IDNUM", F.idnum(r, "dlv")), "  ")
        items = r.choice(["%d vials, %d diluent, %d cassettes" % (r.randrange(14, 30), r.randrange(14, 30), r.randrange(14, 30)),
                          "ancillaries: %d giving sets, dressings, Chlorhexidine 2%% wipes" % r.randrange(10, 30),
                          "%d x drug, sharps bin 5 L, %d x 9V batteries" % (r.randrange(10, 28), r.randrange(2, 8)),
                          "monthly supply + spare pump"])
        d.add(items.ljust(40), " ")
        d.add(F.pname(dv, "initlast", "DOCTOR"))
        if F.chance(r, 0.5):
            d.add(" / ", P("VEHICLE", F.plate(r, c)))
        d.add("   ")
        rec = r.randrange(3)
        if rec == 0:
            d.add(F.pname(pat, "initcap"), " (pt)")
        elif rec == 1:
            f = F.relative(r, c, pat)
            d.add(F.pname(f, "first"), " (", f.rel, ")")
        else:
            d.add("patient")
        d.add("   ", "%.1f C" % r.uniform(2.2, 7.8), "\n")
        dd = F.shift(dd, r.choice([7, 14, 14, 28]))
    d.add("\nPUMP EVENTS / CALLS\n")
    ev = [
        "Occlusion alarm (downstream) at %02d:%02d - line kinked under clothing; resolved by patient.",
        "Low battery alert; battery changed. No interruption to infusion.",
        "Reported site pain %d/10 at SC site day 3; advised warm compress, paracetamol; site rotated.",
        "Air-in-line alarm x2 overnight; cassette re-primed. Nurse visit arranged.",
        "Pump dropped; visible crack on casing - swapped to back-up pump, faulty pump returned.",
        "Dose increase per PH team to %d ng/kg/min; new pump programme checked by two nurses.",
        "Line dressing change; exit site clean, no erythema. Swab not taken.",
        "Missed delivery - patient in hospital; stock redirected to ward.",
        "Reservoir volume alarm; patient had mis-set volume after change. Re-educated.",
        "Jaw pain and flushing after rate increase; settled over 48 h.",
    ]
    ed = F.shift(today, -r.randrange(20, 60))
    for e in r.sample(ev, r.randrange(3, 7)):
        if "%02d:%02d" in e:
            e = e % (r.randrange(24), r.randrange(60))
        elif "%d/10" in e:
            e = e % r.randrange(2, 10)
        elif "%d ng" in e:
            e = e % (pr["dose"] + r.randrange(1, 4))
        who = r.choice([nurse, hcn])
        d.add(F.D(r, c, ed, r.choice(["dmy", "dm", "dmon"]) if not us else r.choice(["num", "dm"])), " ",
              "%02d:%02d" % (r.randrange(7, 22), r.randrange(60)), "  ", e, " ")
        d.add("[", F.pname(who, r.choice(["initcap", "initlast", "first"]), "DOCTOR"), "]\n")
        ed = F.shift(ed, r.randrange(2, 12))
    if F.chance(r, 0.6):
        d.w("\nRemote monitoring: last upload {dt} {tm} from {ip} (home hub), {n} entries synced.\n",
            dt=F.D(r, c, today), tm="%02d:%02d" % (r.randrange(24), r.randrange(60)), ip=P("IPADDR", F.ipaddr(r)),
            n=str(r.randrange(12, 200)))
    d.w("\n24 h PH nurse line: {ph}   Homecare clinical helpline: {hp}\n", ph=P("PHONE", F.phone(r, c, False)),
        hp=P("PHONE", F.phone(r, c, False)))
    if F.chance(r, 0.5):
        d.w("Order online: {u}\n", u=P("URL", F.url(r)))
    d.w("Log reviewed by {n}, {t}, {dt}\n", n=F.pname(nurse, "full"), t=C.nurse_title(r, c), dt=F.D(r, c, today))
    return d


# ----------------------------------------------------------------- homecare registration
def homecare_reg(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    hc = r.choice(PL.HOMECARE)
    hosp = F.hospital(r, c)
    ph = F.clinician(r, c, "pharm")
    pres = F.clinician(r, c, "doc")
    gp = F.person(r, c, role="doc")
    us = c in ("US", "CA")
    title = r.choice(["SPECIALTY PHARMACY ENROLLMENT FORM", "Specialty Pharmacy Referral & Enrollment"] if c == "US" else
                     ["HOMECARE PATIENT REGISTRATION FORM", "Homecare Registration - Pulmonary Hypertension Medicines",
                      "New patient registration: homecare medicines service"])
    d.add(title, "\n")
    d.w("Provider: {hc}    Provider ref: {ref}\n", hc=P("ORGANIZATION", hc), ref=P("IDNUM", F.idnum(r, "hc")))
    d.w("Referring centre: {h}\nDate received: {dt}\n\n", h=P("HOSPITAL", hosp), dt=F.D(r, c, today))
    d.add("SECTION 1 - PATIENT\n")
    d.w("Title: {t}   Surname: {s}   Forename(s): {f}\n", t=pat.title, s=P("PATIENT", pat.last.upper() if F.chance(r, 0.5) else pat.last),
        f=P("PATIENT", pat.first + (" " + pat.mid if pat.mid and F.chance(r, 0.4) else "")))
    d.w("Date of birth: {dob}   Sex: {s}\n", dob=F.D(r, c, pat.dob), s={"M": "Male", "F": "Female"}[pat.sex])
    nt, nl, nv = pat.nat
    d.w("{nl}: {nv}   Hospital no: {m}\n", nl=nl, nv=P(nt, nv), m=P("MRN", pat.mrn))
    if c in ("US", "IE") or (c == "CA" and F.chance(r, 0.3)):
        d.w("{l}: {s}\n", l=F.ssn_label(c), s=P("SSN", F.ssn(r, c)))
    lines = F.addr_lines(r, c, pat.addr)
    d.add("Address: ", lines[0], "\n")
    for ln in lines[1:]:
        d.add("         ", ln, "\n")
    d.w("Home tel: {t}   Mobile: {m}\nEmail: {e}\n", t=P("PHONE", pat.tel), m=P("PHONE", pat.mob), e=P("EMAIL", pat.email))
    d.add("Preferred contact: ", r.choice(["mobile (text first)", "home phone", "email", "mobile"]), "\n")
    if F.chance(r, 0.3):
        d.add("Language: ", r.choice(["English", "Polish (interpreter)", "Punjabi", "Te Reo Maori", "Tongan", "Irish", "Spanish"]), "\n")
    nok = F.relative(r, c, pat)
    d.w("Alternative contact: {n} ({rel})  {ph}\n", n=F.pname(nok, "full"), rel=nok.rel, ph=P("PHONE", nok.tel))
    d.add("\nSECTION 2 - GP / PRIMARY CARE\n")
    gpp = F.practice(r, c)
    d.w("{gw}: Dr{dot} {g}\nPractice: {p}, {a}\nTel: {t}   Fax: {fx}\n", gw=C.gp_word(c).upper() if c == "US" else "GP",
        dot="." if us else "", g=F.pname(gp, r.choice(["full", "initlast"]), "DOCTOR"), p=P("HOSPITAL", gpp),
        a=F.addr_lines(r, c, F.address(r, c, inst=True), oneline=True), t=P("PHONE", F.phone(r, c, False)), fx=P("FAX", F.phone(r, c, False)))
    if F.chance(r, 0.5):
        d.w("Nominated community pharmacy: {p}\n", p=P("HOSPITAL", F.pharmacy(r, c)))
    d.add("\nSECTION 3 - CLINICAL\n")
    d.add("Diagnosis: ", k.dxlabel, "   WHO FC ", k.fc, "\n")
    d.add("Medicines to be supplied via homecare:\n")
    for m in k.meds[:r.randrange(1, 3)]:
        d.add("  [x] ", m, " - ", r.choice(["28 days", "56 days", "84 days"]), " supply\n")
    d.add("Allergies: ", r.choice(["NKDA", "penicillin (rash)", "none known", "sulfa (hives)", "latex", "codeine - vomiting"]), "\n")
    d.w("Weight: {w} kg   Pregnancy prevention programme: {ppp}\n", w=str(k.weight),
        ppp="n/a" if pat.sex == "M" or pat.age > 52 else r.choice(["enrolled - monthly test", "enrolled", "IUS in situ"]))
    d.w("Prescriber: {t} {n}  {ll} {lic}\n", t=pres.title, n=F.pname(pres, "full"), ll=pres.lic[0], lic=P("LICENSE", pres.lic[1]))
    d.add("\nSECTION 4 - FUNDING\n")
    if c == "US":
        d.w("Primary insurance: {ins}\nMember ID: {mid}   Group: {g}\nPrior authorization #: {pa}  (approved {ad})\n",
            ins=P("ORGANIZATION", r.choice(PL.INSURERS["US"])), mid=P("HEALTHPLAN", F.healthplan(r, c)),
            g=P("HEALTHPLAN", F.group_no(r)), pa=P("IDNUM", "PA" + F.dig(r, 8)), ad=F.D(r, c, F.shift(today, -r.randrange(1, 20))))
        d.add(r.choice(["FDA REMS enrollment (ERA): confirmed", "Medicare Part D: not applicable",
                        "REMS program: n/a (PDE5 inhibitor only)", "Medicaid secondary: no"]), "\n")
        if F.chance(r, 0.4):
            d.w("Copay assistance: foundation grant ID {gid}\n", gid=P("HEALTHPLAN", "FND" + F.dig(r, 7)))
    elif c == "UK":
        d.add("Commissioner: NHS England specialised commissioning (Blueteq approved). Blueteq ref: ",
              P("IDNUM", "BT" + F.dig(r, 7)), "\n")
    elif c == "IE":
        d.add("Scheme: ", r.choice(["HSE Long-Term Illness Scheme", "HSE High Tech Drug Scheme", "GMS"]), "\n")
    elif c == "AU":
        d.add("PBS Section 100 - Highly Specialised Drugs; authority approval no. ", P("IDNUM", F.dig(r, 7)), "\n")
    elif c == "NZ":
        d.add("PHARMAC Special Authority no. ", P("IDNUM", "SA" + F.dig(r, 7)), "\n")
    elif c == "CA":
        d.w("Coverage: {pl} + private plan {ins}, certificate {cert}\n", pl=r.choice(["Ontario Drug Benefit", "provincial Exceptional Access Program", "PharmaCare"]),
            ins=P("ORGANIZATION", r.choice(PL.INSURERS["CA"])), cert=P("HEALTHPLAN", F.healthplan(r, c)))
    else:
        d.w("Medical aid: {ins}, member no. {m}, dependant code {dc}\n", ins=P("ORGANIZATION", r.choice(PL.INSURERS["ZA"])),
            m=P("HEALTHPLAN", F.healthplan(r, c)), dc=r.choice(["00", "01", "02"]))
    d.add("\nSECTION 5 - CONSENT & VERIFICATION\n")
    d.add("Patient consents to data sharing with provider and courier: ", r.choice(["Yes", "Yes (verbal, witnessed)", "Yes"]), "\n")
    bio = F.chance(r, 0.55)
    if bio:
        d.w("Telephone identity check: voiceprint enrolled, biometric ref {b}\n", b=P("BIOID", F.bioid(r, "voice")))
    if F.chance(r, 0.6):
        d.w("Patient portal: {u}  username {un}\n", u=P("URL", F.url(r)), un=P("USERNAME", F.username(r, pat.first, pat.last)))
    if F.chance(r, 0.4):
        d.w("Registration submitted from {ip}\n", ip=P("IPADDR", F.ipaddr(r)))
    d.w("\nReferring pharmacist: {n}, {cr}\n{ll}: {lic}\nTel {t}   Email {e}\nSigned: {dt}\n", n=F.pname(ph, "full"), cr=ph.cred,
        ll=ph.lic[0], lic=P("LICENSE", ph.lic[1]), t=P("PHONE", F.ext(r, F.phone(r, c, False)) if F.chance(r, 0.4) else F.phone(r, c, False)),
        e=P("EMAIL", F.email_of(r, ph.first, ph.last)), dt=F.D(r, c, today))
    d.w("Provider use only - clinical check by {n} on {dt}; first delivery booked {fd}.\n",
        n=F.pname(F.clinician(r, c, "pharm"), "initlast"), dt=F.D(r, c, F.shift(today, 1)), fd=F.D(r, c, F.shift(today, r.randrange(3, 12)), r.choice([None, "wday"])))
    return d


# ----------------------------------------------------------------- shared care agreement
SC_DRUGS = [
    ("Sildenafil", "20 mg three times daily", "PDE5 inhibitor",
     ["Do not co-prescribe nitrates or nicorandil (risk of profound hypotension).",
      "Avoid riociguat in combination.", "Report visual disturbance (NAION) urgently."]),
    ("Tadalafil", "40 mg once daily", "PDE5 inhibitor",
     ["Do not co-prescribe nitrates or nicorandil.", "Reduce dose to 20 mg if eGFR < 30."]),
    ("Bosentan", "125 mg twice daily", "endothelin receptor antagonist",
     ["Monthly LFTs: if ALT/AST > 3 x ULN repeat and contact the PH centre; stop if > 8 x ULN.",
      "Hb at 1 and 3 months then 3-monthly.", "Reduces efficacy of hormonal contraception."]),
    ("Ambrisentan", "5-10 mg once daily", "endothelin receptor antagonist",
     ["LFTs monthly for 3 months then 3-monthly.", "Peripheral oedema is common - review diuretics."]),
    ("Macitentan", "10 mg once daily", "endothelin receptor antagonist",
     ["Hb at baseline and as clinically indicated.", "Monthly pregnancy test for women of childbearing potential."]),
    ("Riociguat", "up to 2.5 mg three times daily", "soluble guanylate cyclase stimulator",
     ["Contraindicated with PDE5 inhibitors and nitrates.", "Symptomatic hypotension: SBP < 95 mmHg - contact centre."]),
]


def shared_care(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    cons = F.clinician(r, c, "doc")
    ph = F.clinician(r, c, "pharm")
    nurse = F.clinician(r, c, "nurse")
    gp = F.person(r, c, role="doc")
    gpp = F.practice(r, c)
    hosp = F.hospital(r, c)
    drug, dose, cls, mon = r.choice(SC_DRUGS)
    us = c in ("US", "CA")
    name = "Collaborative Care Agreement" if us else r.choice(["Shared Care Agreement", "SHARED CARE PROTOCOL", "Shared Care Guideline"])
    d.add(name, ": ", drug, " for pulmonary arterial hypertension (adults)\n")
    d.w("Specialist centre: {h} - {dp}\nPrimary care: {p}\n\n", h=P("HOSPITAL", hosp), dp=C.dept(r, c), p=P("HOSPITAL", gpp))
    d.add("PATIENT\n")
    nt, nl, nv = pat.nat
    d.w("Name: {n}   DOB: {dob}\n{nl}: {nv}   Hosp No: {m}\nAddress: {a}\n\n", n=F.pname(pat, r.choice(["full", "fullmid", "titlefull"])),
        dob=F.D(r, c, pat.dob), nl=nl, nv=P(nt, nv), m=P("MRN", pat.mrn), a=F.addr_lines(r, c, pat.addr, oneline=True))
    d.add("1. BACKGROUND\n")
    d.add(drug, " is a", "n" if cls[0] in "aeiou" else "", " ", cls, " licensed for PAH (WHO Group 1). Initiation and dose "
          "changes remain the responsibility of the specialist centre. Usual maintenance dose: ", dose, ".\n")
    d.add("Supply: ", r.choice(["via homecare provider (not for %s prescribing)" % ("FP10" if c == "UK" else "GP"), "prescribed by GP after 3 months of stable therapy",
                                "hospital-only for the first two prescriptions, then GP"] if not us else
                               ["specialty pharmacy only", "retail pharmacy after prior authorization"]), "\n\n")
    d.add("2. SPECIALIST RESPONSIBILITIES\n")
    for x in ["Confirm diagnosis by right heart catheterisation" if not us else "Confirm diagnosis by right heart catheterization",
              "Initiate therapy and titrate; provide first %d weeks of supply" % r.choice([4, 8, 12]),
              "Review at least every 3-6 months with 6MWT, NT-proBNP and echo as indicated",
              "Inform %s of any dose change within %d working days" % (C.gp_word(c), r.choice([2, 5, 7]))]:
        d.add("  - ", x, "\n")
    d.add("\n3. ", C.gp_word(c).upper(), " RESPONSIBILITIES\n")
    for x in ["Prescribe at the dose recommended by the centre", "Check for interactions before adding new medicines",
              "Perform monitoring below and act on results"] + mon:
        d.add("  - ", x, "\n")
    d.add("\n4. PATIENT RESPONSIBILITIES\n  - Attend monitoring appointments\n  - Report side effects (headache, flushing, "
          "dyspepsia, epistaxis, oedema)\n  - Do not stop suddenly\n\n")
    d.add("5. MONITORING\n")
    d.add("Test            Frequency          Action\n")
    rows = [("BP / HR", "each review", "SBP < 90 mmHg: contact centre"),
            ("LFTs", "monthly" if drug == "Bosentan" else "3-monthly", "ALT > 3 x ULN: repeat, inform centre"),
            ("FBC (Hb)", "3-monthly", "Hb fall > 20 g/L: inform centre" if not us else "Hb drop > 2 g/dL: inform program"),
            ("U&E / eGFR", "6-monthly", "eGFR < 30: dose review"),
            ("Pregnancy test", "monthly (WOCBP)", "positive: stop ERA, urgent call")]
    for a, b, cc in rows:
        d.add(a.ljust(16), b.ljust(19), cc, "\n")
    d.add("\n6. CONTACTS\n")
    d.w("Consultant: {t} {n}   Tel {ph}\n", t=cons.title, n=F.pname(cons, "full"), ph=P("PHONE", F.phone(r, c, False)))
    d.w("PH pharmacist: {n}   Tel {ph}   Email {e}\n", n=F.pname(ph, "full"), ph=P("PHONE", F.ext(r, F.phone(r, c, False))),
        e=P("EMAIL", F.email_of(r, ph.first, ph.last)))
    d.w("CNS team: {n} and colleagues   {ph}   {e}\n", n=F.pname(nurse, "full"), ph=P("PHONE", F.phone(r, c, False)),
        e=P("EMAIL", F.team_email(r)))
    if F.chance(r, 0.5):
        d.w("Fax (secure): {f}\n", f=P("FAX", F.phone(r, c, False)))
    if F.chance(r, 0.4):
        d.w("Guidance and monitoring forms: {u}\n", u=P("URL", F.url(r)))
    d.add("Out of hours: on-call ", r.choice(["respiratory registrar", "PH consultant", "pulmonary fellow"]), " via switchboard ",
          P("PHONE", F.phone(r, c, False)), "\n")
    d.add("\n7. AGREEMENT\n")
    d.w("Specialist: {n}{cr}   Signed {dt}\n", n=F.pname(cons, r.choice(["full", "initlast"])),
        cr=", " + cons.cred if F.chance(r, 0.5) else "", dt=F.D(r, c, today))
    d.w("{gw}: Dr{dot} {g}   {ll} {lic}   Signed {dt}\n", gw=C.gp_word(c).upper() if c in ("US",) else C.gp_word(c),
        dot="." if us else "", g=F.pname(gp, r.choice(["full", "initlast"]), "DOCTOR"),
        ll=F.license(r, c, "doc")[0], lic=P("LICENSE", F.license(r, c, "doc")[1]), dt=F.D(r, c, F.shift(today, r.randrange(3, 21))))
    d.w("Patient: {n}   agreed {dt}\n", n=F.pname(pat, r.choice(["full", "init"])), dt=F.D(r, c, today))
    if F.chance(r, 0.4):
        d.add("Returned by ", C.gp_word(c), " practice via secure email ", P("EMAIL", F.email_of(r, gp.first, gp.last)), "\n")
    return d
