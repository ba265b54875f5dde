"""Genres: OPAT referral & acceptance; PICC/midline insertion record (dev245)."""
import gen as G
import clin as C
from common import S, ago, later, wkday, label_block, letterhead, hosp_contact, esign, contact_line, social, mrn_frag, id_label


def opat_referral(n, cx, today):
    pt = G.Patient(cx, today)
    cs = C.case(cx)
    reg, ind, org = cs.reg, cs.ind, cs.org
    h = hosp_contact(cx)
    cons = G.Staff(cx, "dr")
    refr = G.Staff(cx, cx.ch(["dr", "dr", "np"]))
    acc = G.Staff(cx, cx.ch(["dr", "np", "rn"]))
    gp, prac = G.Staff(cx, "dr"), G.gp_practice(cx)
    weeks = C.dur_weeks(cx, cs)
    adm = ago(today, cx.ri(5, 30))
    start = later(today, cx.ri(0, 4))
    end = later(start, weeks * 7)
    bc = ago(adm, cx.ri(0, 2))
    form = cx.r.randrange(3)
    if form == 0:
        n.ln(cx.ch(["OPAT REFERRAL FORM", "REFERRAL TO OPAT SERVICE", "Outpatient Parenteral Antimicrobial Therapy - Referral",
                    "HOME IV ANTIBIOTIC REFERRAL", "OPAT Referral / Acceptance"]))
        n.ln("{h} - {dept}", h=S(h["name"], "HOSPITAL"), dept=cx.ch(["Infectious Diseases", "ID/Microbiology", "OPAT"]))
        n.ln("Date of referral: {d}     Ref no: {r}", d=cx.D(today), r=S(cx.idnum("ref"), "IDNUM"))
        n.ln()
        n.ln("Referring team: {sp}   Ward: {w}, bed {b}", sp=cx.ch(["Orthopaedics", "General Medicine", "Cardiology", "Vascular",
                                                                 "Respiratory", "Spinal Surgery", "Renal", "Gen Surg"]),
             w=S(G.ward(cx), "HOSPITAL"), b=S(str(cx.ri(1, 32)) + cx.ch(["", "", "A", "B"]), "LOCATION_OTHER"))
        n.ln("Consultant: {c}    Referrer: {r} ({ct})", c=cons.dr(), r=refr.sig(), ct=contact_line(cx, refr))
        n.ln()
        n.ln("PATIENT DETAILS")
        label_block(n, cx, pt, today, cx.ch([0, 2, 4]))
        n.ln("Home address: {a}", a=pt.addr.oneline())
        n.ln("Home tel: {t}   Mobile: {m}", t=S(pt.phone, "PHONE"), m=S(pt.mobile, "PHONE"))
        n.ln("NOK: {nk} ({rel}) - {ph}", nk=pt.nok.nm(), rel=pt.rel, ph=S(pt.nok_phone, "PHONE"))
        n.ln("GP: {g}, {p}", g=gp.dr(full=cx.p(0.5)), p=S(prac, "HOSPITAL"))
        if cx.us:
            n.ln("Insurance: {i}   {lab} {m}   Group {g}", i=S(G.insurer(cx), "ORGANIZATION"), lab=id_label(cx, "hp"),
                 m=S(pt.hp, "HEALTHPLAN"), g=S(cx.group(), "HEALTHPLAN"))
        elif cx.c == "AU" and cx.p(0.7):
            n.ln("Medicare: {m}   Funding: {f}", m=S(pt.hp, "HEALTHPLAN"), f=cx.ch(["public", "private - no gap", "DVA gold card"]))
        n.ln()
        n.ln("CLINICAL DETAILS")
        n.ln("Diagnosis: {d}", d=ind)
        n.ln("Microbiology: {o} in {s} ({d}, lab no. {a})", o=org, s=cx.ch(["2/2 blood culture sets", "bone biopsy",
                                                                            "joint aspirate", "tissue x5", "BC x3"]),
             d=cx.D(bc, cx.ch(["md", cx.dstyle])), a=S(cx.idnum("acc"), "IDNUM"))
        n.ln("Admitted: {a}. Source control: {s}.", a=cx.D(adm), s=cx.ch(["washout in OR " if cx.us else "washout in theatre ", "CT-guided drainage ",
                                                                          "debridement ", "none required "]) + "POD %d" % cx.ri(2, 12))
        n.ln("Allergies: {a}", a=cx.ch(C.ALLERGIES))
        n.ln("PMH: {p}", p=", ".join(cx.sample(C.COMORBID, 3)))
        if cx.p(0.35):
            n.ln("Travel: returned from {c} {w} ago{x}", c=S(cx.ch(G.P.COUNTRIES), "COUNTRY"), w=cx.ch(["3/52", "2 months", "6/12", "1 year"]),
                 x=cx.ch(["", "; no hospital contact abroad", "; was admitted there briefly"]))
        n.ln("Current IV: {r}", r="%s %s %s" % reg[:3])
        n.ln("Requested OPAT regimen: {r} via {m}", r="%s %s %s" % reg[:3], m=reg[3])
        n.ln("Planned duration: {w} weeks (from {s}, est. end {e})", w=weeks, s=cx.D(start, cx.ch(["md", cx.dstyle])),
             e=cx.D(end, cx.ch(["md", cx.dstyle, "short"])))
        n.ln("Access: {a}", a=cx.ch(["PICC requested - please book", "PICC in situ R basilic", "midline in situ",
                                      "tunnelled Hickman line (existing)", "port-a-cath in situ", "peripheral cannula only - needs PICC"]))
        lb = C.Labs(cx)
        v = lb.panel(reg[0])
        n.ln("Latest bloods: CRP {c}, {w} {wv}, Cr {cr}, eGFR {e}, ALT {alt}", c=v["CRP"], w="WBC" if cx.us else "WCC",
             wv=v["WBC" if cx.us else "WCC"], cr=v["Cr"], e=v["eGFR"], alt=v["ALT"])
        n.ln()
        n.ln("SOCIAL / SUITABILITY")
        n.ln("{s}", s=social(cx, pt))
        for item in cx.sample(["Clinically stable, afebrile >48 h", "Patient consents to OPAT", "Working telephone",
                               "Fridge available for drug storage", "Able to self-administer (trained)",
                               "Carer able to administer", "No active IVDU", "Safe home environment",
                               "Able to attend for weekly bloods"], 5):
            n.ln("[{x}] {i}", x=cx.ch(["x", "x", "x", "X", " "]), i=item)
        n.ln()
        n.ln("--- OPAT TEAM USE ---")
        n.ln("Decision: {d}", d=cx.ch(["ACCEPTED", "Accepted", "Accepted - S-OPAT (self-administration)",
                                       "Accepted - nurse-administered at home", "Accepted for clinic-based OPAT"]))
        n.ln("Reviewed by: {a} on {d} {t}", a=acc.sig(), d=cx.D(today), t=cx.time())
        n.ln("First OPAT contact: {d} at {t} ({w})", d=cx.D(start, cx.ch(["wk", "wkfull", cx.dstyle])), t=cx.time(),
             w=cx.ch(["home visit", "OPAT clinic", ["infusion suite, " + cx.ch(["chair ", "bay "]), S(str(cx.ri(1, 12)), "LOCATION_OTHER")]]))
        if cx.p(0.6):
            n.ln("Drug supply: {p} (tel {t}); first delivery {d}", p=S(G.provider(cx), "HOSPITAL"), t=S(cx.phone(False), "PHONE"),
                 d=cx.D(start, "md"))
        n.ln("Weekly bloods {w}; ID clinic review {d}.", w=cx.ch([[(cx.ch(["Mondays", "Tuesdays", "Thursdays"]), "DATE")], "every 7 days", "as per protocol"]),
             d=cx.D(wkday(later(start, 14 + cx.ri(0, 6))), cx.ch(["md", "short", cx.dstyle])))
    elif form == 1:
        letterhead(n, cx, h)
        n.ln("{d}", d=cx.D(today, cx.ch(["long", "abbr", "ord", cx.dstyle])))
        n.ln()
        n.ln("Re: {nm}, DOB {dob}, {m}", nm=pt.S(cx.ch(["full", "fmi", "LF"])), dob=cx.D(pt.dob), m=mrn_frag(cx, pt))
        n.ln("Address: {a}", a=pt.addr.oneline())
        n.ln()
        n.ln("Dear OPAT team,")
        n.ln()
        n.add("Thank you for seeing {t}, a {a} {sx} ", t=pt.p.tl(), a=cx.age(pt.age),
              sx=cx.ch(["male", "man"] if pt.sex == "M" else ["female", "woman"]))
        n.add("admitted under {c} on {d} with {i}. ", c=cons.dr(full=True), d=cx.D(adm, cx.ch(["md", "short", cx.dstyle])), i=ind)
        n.add("{o} was isolated from {s}. ", o=org, s=cx.ch(["blood and urine cultures", "blood cultures"]) if ("pyelo" in ind or "UTI" in ind)
              else cx.ch(["blood cultures", "intra-operative samples", "a CT-guided biopsy", "deep tissue samples"]))
        n.ln("{He} is now afebrile with CRP down to {c} and is keen to go home.", He=pt.he().capitalize(), c=cx.ri(8, 60))
        n.ln()
        n.add("ID have recommended {r} for a total of {w} weeks from {d}", r="%s %s %s" % reg[:3], w=weeks,
              d=cx.D(ago(today, cx.ri(3, 10)), cx.ch(["md", cx.dstyle, "ordshort"])))
        n.ln(", i.e. until approximately {e}. A {c} was placed on {pd}.", e=cx.D(end, cx.ch(["short", "shortlong", "md", cx.dstyle])),
             c=cx.ch(["PICC", "midline", "PICC line"]), pd=cx.Dx(ago(today, cx.ri(0, 3))))
        n.ln()
        n.ln("Social: {s}", s=social(cx, pt))
        n.ln("Contact: home {p}; {rel} {nk} {q}", p=S(pt.phone, "PHONE"), rel=pt.rel, nk=pt.nok.nm("first"), q=S(pt.nok_phone, "PHONE"))
        n.ln()
        n.ln("Kind regards,")
        n.ln()
        n.ln("{s}", s=refr.sig())
        n.ln("{r}, {c}", r=cx.ch(["Registrar", "Resident", "SHO", "Fellow", "Nurse Practitioner", "Hospitalist"]), c=contact_line(cx, refr))
        n.ln()
        n.ln("------------------------------------------------------------")
        n.ln("OPAT RESPONSE ({d}): {dec}", d=cx.D(later(today, cx.ri(0, 1)), "md"),
             dec=cx.ch(["Accepted.", "Accepted - awaiting PICC.", "Accepted pending funding confirmation.",
                        "Declined - oral step-down recommended (see below)."]))
        n.ln("Seen on ward by {a}. Plan discussed with {pt} and {rel} {nk}. Start date {s}. Pump teaching booked {t}.",
             a=acc.short(), pt=pt.p.ref(), rel=pt.rel, nk=pt.nok.nm(cx.ch(["first", "full"])),
             s=cx.D(start, cx.ch(["wk", "md", "short"])), t=cx.Dx(later(today, cx.ri(0, 2))))
        n.ln("{s}", s=acc.sig())
    else:
        # US intake / home infusion referral
        n.ln(cx.ch(["HOME INFUSION REFERRAL / INTAKE", "OPAT INTAKE SHEET", "Infusion Referral - Order Intake",
                    "HITH / OPAT INTAKE" if cx.c == "AU" else "OPAT Intake (Nurse Coordinator)"]))
        n.ln("Rec'd {d} {t} via {v} from {h}", d=cx.D(today, "md"), t=cx.time(), v=cx.ch(["fax", "e-referral", "phone", "EHR in-basket"]),
             h=S(h["name"], "HOSPITAL"))
        n.ln("Referral source: {r}  {ph}  Fax {f}", r=refr.sig(), ph=S(cx.phone_ext(), "PHONE"), f=S(h["fax"], "FAX"))
        n.ln()
        n.ln("Pt name: {nm}   Sex: {sx}   DOB: {dob}   Age: {a}", nm=pt.S(cx.ch(["LF", "lf"])), sx=pt.sex, dob=cx.D(pt.dob),
             a=S(str(pt.age), "AGE"))
        if cx.us:
            n.ln("SSN: {s}   {lab}: {m}", s=S(cx.ssn(), "SSN"), lab=id_label(cx, "mrn"), m=S(pt.mrn, "MRN"))
        else:
            n.ln("{m}", m=mrn_frag(cx, pt))
        n.ln("Address: {a}", a=pt.addr.oneline())
        n.ln("Phone: {p}   Alt: {q} ({rel} - {nk})", p=S(pt.phone, "PHONE"), q=S(pt.nok_phone, "PHONE"), rel=pt.rel, nk=pt.nok.nm())
        if cx.p(0.5):
            n.ln("Email: {e}", e=S(pt.email, "EMAIL"))
        if cx.c == "UK":
            n.ln("Funding: NHS - commissioned OPAT pathway (homecare drug supply via {p})", p=S(G.provider(cx), "HOSPITAL"))
        else:
            n.ln("Primary ins: {i}  ID {m}  Grp {g}", i=S(G.insurer(cx), "ORGANIZATION"), m=S(pt.hp, "HEALTHPLAN"),
                 g=S(cx.group(), "HEALTHPLAN"))
        if cx.us and cx.p(0.4):
            n.ln("Secondary: Medicare Part B  MBI {m}", m=S(cx.healthplan(), "HEALTHPLAN"))
        n.ln()
        n.ln("Dx: {i} ({c})", i=ind, c=C.icd(cx))
        n.ln("Order: {r}", r="%s %s %s" % reg[:3])
        n.ln("Admin: {m}; pump: {p}", m=reg[3], p=C.pump_name(cx, reg) or "n/a (gravity)")
        n.ln("Duration: {w} wks, SOC {s}, stop date {e}", w=weeks, s=cx.D(start, "md"), e=cx.D(end, cx.ch(["md", cx.dstyle])))
        n.ln("Labs: weekly {f} + {c}, CRP/ESR{x}; fax results to {ph}", f=C.Labs(cx).fbc_name(), c=C.Labs(cx).chem_name(),
             x=", CK" if "dapto" in reg[0] else (", vanc trough" if "vanc" in reg[0] else ""), ph=S(h["fax"], "FAX"))
        n.ln("Line: {c}, placed {d} by {w}", c=" ".join(cx.ch(C.CATHETERS)[1:]), d=cx.D(ago(today, cx.ri(0, 3)), "md"),
             w=cx.ch(["IR", "VAT team", "bedside RN"]))
        n.ln("Prescriber: {p}  {lab} {npi}", p=cons.dr(full=True), lab={"US": "NPI", "UK": "GMC", "AU": "Prescriber no."}[cx.c],
             npi=S(cx.npi() if cx.us else (cx.digits(7) if cx.c == "UK" else cx.digits(7) + cx.letters(1)), "LICENSE"))
        n.ln("Allergies: {a}   Wt {w}", a=cx.ch(C.ALLERGIES), w=C.vitals(cx)["wt"])
        n.ln()
        if cx.us:
            n.ln("Benefits verified {d} by {s}: {r}", d=cx.D(today, "md"), s=G.Staff(cx, "tech").sig(),
                 r=cx.ch(["in network, 80% after deductible", "covered, PA required", "home infusion benefit active",
                          "OOP max met", "covered under Part B DME for pump; drug under Part D"]))
            if cx.p(0.6):
                n.ln("Prior auth #: {a} valid {s} - {e}", a=S(cx.idnum("auth"), "IDNUM"), s=cx.D(start, "md"), e=cx.D(end, "md"))
        elif cx.c == "AU":
            n.ln("Funding checked {d} by {s}: {r}", d=cx.D(today, "md"), s=G.Staff(cx, "tech").sig(),
                 r=cx.ch(["public HITH - no charge", "private fund pre-approval requested", "DVA approved"]))
        else:
            n.ln("Homecare registration sent {d} by {s}; order ref {a}", d=cx.D(today, "md"), s=G.Staff(cx, "tech").sig(),
                 a=S(cx.idnum("order"), "IDNUM"))
        n.ln("Nursing agency: {a}  Start of care visit {d}", a=S(G.provider(cx), "HOSPITAL"), d=cx.D(start, "wk"))
        n.ln("Social: {s}", s=social(cx, pt))
        if cx.p(0.3):
            bc = cx.ch(G.P.COUNTRIES)
            n.ln("Country of birth: {c}; {l}", c=S(bc, "COUNTRY"),
                 l="preferred language " + G.P.LANG_OF[bc] if bc in G.P.LANG_OF and cx.p(0.6) else "speaks English")
        n.ln()
        n.ln("ACCEPTED by {a} - {d}", a=acc.sig(), d=cx.D(today, "md"))
    if cx.p(0.3):
        n.ln("cc: {g}, {p}", g=gp.dr(full=True), p=S(prac, "HOSPITAL"))


def picc_insertion(n, cx, today):
    pt = G.Patient(cx, today)
    op = G.Staff(cx, cx.ch(["rn", "rn", "dr", "np"]))
    asst = G.Staff(cx, "rn")
    cath = cx.ch(C.CATHETERS)
    kind = cath[0]
    brand = cx.ch(C.CATH_BRANDS if kind == "PICC" else C.MIDLINE_BRANDS)
    arm = cx.ch(["right", "left", "R", "L"])
    vein = cx.ch(C.VEINS)
    hosp = G.hospital(cx)
    reg = C.regimen(cx)
    ext = cx.ri(0, 4)
    tot = cx.ri(36, 52) if kind == "PICC" else cx.ch([10, 15, 20])
    circ = cx.ri(24, 38)
    n.ln(cx.ch(["VASCULAR ACCESS PROCEDURE NOTE", "PICC INSERTION RECORD", "Midline / PICC Insertion Record",
                "VAD INSERTION - PROCEDURE DOCUMENTATION", "Procedure: %s placement" % kind]))
    n.ln("{h}{u}", h=S(hosp, "HOSPITAL"), u=[" - ", cx.ch(["Vascular Access Team", "IR suite", "VAT", "Interventional Radiology"])])
    label_block(n, cx, pt, today)
    where = cx.r.randrange(3)
    if where == 0:
        n.ln("Location: {w}, room {r}", w=S(G.ward(cx), "HOSPITAL"), r=S(str(cx.ri(1, 40)) + cx.ch(["", "", "A", "B"]), "LOCATION_OTHER"))
    elif where == 1:
        n.ln("Location: {b}, procedure room {r}", b=S(cx.ch(G.P.BUILDINGS), "LOCATION_OTHER"), r=S(str(cx.ri(1, 6)), "LOCATION_OTHER"))
    else:
        n.ln("Location: OPAT clinic, bay {b}", b=S(str(cx.ri(1, 10)), "LOCATION_OTHER"))
    n.ln("Date of procedure: {d}   Time out: {t}", d=cx.D(today), t=cx.time())
    n.ln("Inserter: {o}   Assistant: {a}", o=op.sig(), a=asst.sig())
    if cx.p(0.3):
        n.ln("Inserter {lab}: {l}", lab=cx.lic_label(op.role), l=S(cx.license(op.role), "LICENSE"))
    n.ln()
    n.ln("Indication: {i} - {r}", i=cx.ch(["OPAT", "long-term IV antibiotics", "home IV therapy", "vesicant/irritant therapy",
                                           "poor peripheral access + OPAT"]), r="%s %s" % reg[:2])
    cons = cx.r.randrange(3)
    if cons == 0:
        n.ln("Consent: verbal and written from patient. Risks (infection, thrombosis, malposition, nerve injury, arrhythmia) explained.")
    elif cons == 1:
        n.ln("Consent: obtained from {rel} {nk} (EPOA/health care proxy) by phone {p}; witness {w}.", rel=pt.rel, nk=pt.nok.nm(),
             p=S(pt.nok_phone, "PHONE"), w=asst.short())
    else:
        n.ln("Consent form 1 signed by {pt}. Interpreter ({l}) {i} present.", pt=pt.p.nm(cx.ch(["full", "il"])),
             l=cx.ch(G.P.LANGS), i=[(G.Person(cx, "DOCTOR").form("full"), "DOCTOR")])
    n.ln("Allergies: {a}. Anticoagulation: {ac}. Plt {p}, INR {i}.", a=cx.ch(C.ALLERGIES),
         ac=cx.ch(["nil", "apixaban held 24 h", "enoxaparin prophylaxis", "warfarin - INR checked"]), p=cx.ri(90, 410),
         i="%.1f" % cx.r.uniform(0.9, 1.6))
    n.ln()
    n.ln("PROCEDURE")
    steps = [
        "Vein assessed with ultrasound: {v} vein {arm} upper arm, zone {z} (Dawson ZIM), vein diameter {d} mm, catheter-to-vein ratio {cvr}%.",
        "Arm circumference {c} cm at {h} cm above antecubital fossa.",
        "Maximal sterile barrier precautions; skin prep 2% chlorhexidine/70% alcohol, dry time 30 s.",
        "Local: lidocaine 1% {ml} mL.",
        "Modified Seldinger technique with micro-introducer; {tries} pass(es).",
    ]
    n.ln("1. " + steps[0].format(v=vein, arm=arm, z=cx.ch(["green", "green", "yellow"]), d="%.1f" % cx.r.uniform(3.2, 6.0),
                                  cvr=cx.ch([25, 30, 33, 40, 45])))
    n.ln("2. " + steps[1].format(c=circ, h=cx.ch([10, 12, 15])))
    n.ln("3. " + steps[2])
    n.ln("4. " + steps[3].format(ml=cx.ch([2, 3, 4, 5])))
    n.ln("5. " + steps[4].format(tries=cx.ch([1, 1, 1, 2])))
    n.ln()
    n.ln("DEVICE")
    n.ln("Type: {k} {fr}  Brand: {b}", k=kind, fr=cath[1], b=brand)
    n.ln("{cat}   LOT {lot}", cat=C.catalog(cx), lot=S(cx.device("lot"), "DEVICE"))
    if cx.p(0.4):
        n.ln("Serial/UDI-PI: {s}", s=S(cx.device("pump"), "DEVICE"))
    if kind == "PICC":
        n.ln("Total length {t} cm (trimmed {tr} cm), external length {e} cm, internal {i} cm", t=tot, tr=cx.ri(0, 12), e=ext, i=tot - ext)
    else:
        n.ln("Catheter length {t} cm (not trimmed), external length {e} cm", t=tot, e=ext)
    if kind == "PICC":
        tip = cx.r.randrange(3)
        if tip == 0:
            n.ln("Tip confirmation: ECG-guided (Sherlock 3CG) - maximal P wave then biphasic deflection; tip at CAJ.")
        elif tip == 1:
            n.ln("Tip confirmation: CXR {t} - tip at lower SVC/cavoatrial junction, reported by {r} (acc {a}).", t=cx.time(),
                 r=G.Staff(cx, "dr").dr(), a=S(cx.idnum("acc"), "IDNUM"))
        else:
            n.ln("Tip: ECG tip location P-wave peak; CXR not required per protocol.")
    else:
        n.ln("Tip: axillary vein (midline - no imaging required).")
    n.ln("Blood return: {b}. Flushed with {f}.", b=cx.ch(["brisk", "good", "present both lumens", "sluggish lumen 2"]), f=cx.ch(C.LOCKS))
    n.ln("Securement: {s}; dressing {d}.", s=cx.ch(C.SECUREMENT), d=cx.ch(C.DRESSINGS))
    n.ln("EBL <5 mL. Complications: {c}.", c=cx.ch(["none", "none", "nil immediate", "1 unsuccessful pass, re-sited 1 cm proximal",
                                                    "minor ooze - pressure applied"]))
    n.ln()
    n.ln("Post procedure: ok to use{x}. Dressing/needleless connector change due {d} (7 days).",
         x=cx.ch([" immediately", ""] + ([" - tip confirmed"] if kind == "PICC" else [])), d=cx.D(later(today, 7), cx.ch(["md", "short", cx.dstyle, "wk"])))
    n.ln("Patient given {k} passport / care booklet; advised to report fever, arm swelling, chest pain, bleeding.",
         k=kind)
    n.ln("Next: {p} to continue {r} at home from {d}.", p=S(G.provider(cx), "HOSPITAL"), r=reg[0],
         d=cx.D(later(today, cx.ri(0, 2)), cx.ch(["md", "wk", cx.dstyle])))
    esign(n, cx, op, today)
