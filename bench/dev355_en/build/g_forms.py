"""Genres: apheresis referral form, consent record, vascular access assessment."""
import case as K
import phi
import pools
import blocks as B
import g_extra
from phi import pick


BEN = {"TPE": "removal of pathogenic antibody or protein from the plasma", "ECP": "immunomodulation to control GVHD / CTCL",
       "RCE": "reduction of HbS to below 30% without iron loading", "PBSC": "collection of enough CD34+ stem cells for transplant",
       "MNC": "collection of lymphocytes for CAR-T manufacture", "LEUKO": "rapid reduction of the white cell count",
       "LDL": "reduction of LDL-cholesterol and Lp(a)"}
LEAF = {"TPE": "'Having plasma exchange'", "ECP": "'Your photopheresis treatment'", "RCE": "'Red cell exchange'",
        "PBSC": "'Stem cell collection - what to expect'", "MNC": "'Collecting your cells for CAR-T therapy'",
        "LEUKO": "'Leukapheresis'", "LDL": "'Lipoprotein apheresis'"}
RISK = {"TPE": "transient low fibrinogen and clotting factors", "ECP": "photosensitivity for 24 h after methoxsalen",
        "RCE": "red cell alloimmunisation", "PBSC": "bone pain from G-CSF; low platelets after collection",
        "MNC": "low platelets after collection; manufacture may fail if too few cells", "LEUKO": "bleeding from low platelets",
        "LDL": "bradykinin reaction if ACE inhibitors are not stopped"}
ALT = {"TPE": ["IVIG", "steroids alone", "no treatment"], "ECP": ["continuing systemic immunosuppression", "ruxolitinib alone"],
       "RCE": ["simple top-up transfusion", "manual exchange transfusion"], "PBSC": ["bone marrow harvest under GA"],
       "MNC": ["none - cells are required for CAR-T manufacture"], "LEUKO": ["cytoreduction with hydroxycarbamide alone"],
       "LDL": ["maximal lipid-lowering therapy alone"]}


def referral(c, d):
    r = c.r
    k = r.randrange(3)
    if k == 2:
        return referral_email(c, d)
    B.letterhead(c, d, pick(r, ["REFERRAL FOR THERAPEUTIC APHERESIS", "APHERESIS REFERRAL FORM",
                                "REQUEST FOR APHERESIS PROCEDURE (all sections mandatory)"]))
    d.t(pick(r, ["Form APH-REF-01 v4.2 (rev. 2022) - incomplete forms will be returned\n",
                 "Form TM-17, version 6 - reviewed 2023\n", "Please fax or e-mail; phone the unit for emergencies\n"]))
    d.w("Date of referral: {dt}  {tm}   Urgency: {u}\nReferral ref: {ref}\n\n", dt=c.Dd(-1), tm=c.T(),
        u=pick(r, ["EMERGENCY (within 6 h)", "Urgent (within 24 h)", "Routine (within 2 weeks)", "Elective"]),
        ref=(phi.idnum(r, "REF"), "IDNUM"))
    d.t("1. PATIENT DETAILS\n")
    if r.random() < 0.5:
        d.w("Surname: {s}   Forename(s): {f}   Title: {t}\n", s=(c.pt["last"].upper(), "PATIENT"),
            f=(c.pt["first"], "PATIENT"), t=phi.title(r, c.pt, c.cc))
    else:
        d.w("Name: {n}\n", n=c.P(pick(r, ["full", "mi", "lastfirst"])))
    d.w("DOB: {dob}   Age: {age}   Sex: {s}\n", dob=c.D(c.dob), age=c.A(), s=c.sexw())
    d.put(c.mrn_line())
    d.t("\nAddress: ")
    d.put(c.addr)
    d.w("\nHome tel: {ph}   Mobile: {mb}\n", ph=(c.phone, "PHONE"), mb=(c.mobile, "PHONE"))
    d.w("Next of kin: {nk} ({rel})  tel {np}\n", nk=c.N(c.nok, "FAMILY", pick(r, ["full", "lastfirst"])), rel=c.rel,
        np=(c.nok_phone, "PHONE"))
    d.w("GP/PCP: {gp}, {pr}\n", gp=c.Dr(c.gp), pr=(c.practice, "HOSPITAL"))
    if c.cc != "GB" or r.random() < 0.2:
        d.put(c.hp_line())
        d.t("\n")
    if c.ssn and r.random() < 0.7:
        d.put(c.ssn_line())
        d.t("\n")
    d.w("Occupation: {p}    Interpreter: {i}\n", p=(c.prof, "PROFESSION"), i=pick(r, ["not required", "not required", "yes - Polish", "yes - Mandarin", "yes - Tongan"]))
    if c.birth:
        d.w("Country of birth: {co}   Travel in last 3 months: {tr}\n", co=(c.birth, "COUNTRY"),
            tr=pick(r, ["none", ["yes - ", (pick(r, pools.TRAVEL), "COUNTRY")]]))
    d.w("Current location: {w}, {h}, ", w=(c.ward, "HOSPITAL"), h=c.H(c.ref_site))
    d.put(B.loc(c, 3))
    d.t(pick(r, [" (inpatient)\n", "\n", " - transfer by ambulance required\n"]))
    d.t("\n2. REFERRING CLINICIAN\n")
    d.w("Name: {n}   Grade: {g}   Specialty: {sp}\n", n=c.Dr(c.referrer, "full"), g=pick(r, ["Consultant", "Registrar", "SpR", "Fellow", "Attending"]),
        sp=c.spec)
    d.w("Hospital: {h}   Contact: ", h=c.H(c.ref_site))
    d.put(B.bleep_piece(c))
    d.w("  Email: {em}\n", em=(phi.staff_email(r, c.referrer, phi.domain(r, c.ref_site[2])), "EMAIL"))
    d.w("Responsible consultant: {cn}\n\n", cn=c.Dr(c.cons))
    d.t("3. CLINICAL DETAILS\n")
    d.w("Diagnosis: {dx}   ICD-10: {icd}\nASFA category: {a}\n", dx=c.ind[1], a=c.ind[3], icd=K.ICD10.get(c.ind[2], "Z52.01"))
    if c.us:
        d.t("Procedure code: CPT %s (%s)\n" % (K.CPT[c.proc], pick(r, ["pre-certification required", "covered under plan", "PA pending"])))
    d.w("Procedure requested: {p} - {course}\n", p=K.PROC_NAME[c.proc], course=c.ind[5])
    if c.proc == "TPE":
        d.w("Replacement fluid requested: {f}\n", f=c.ind[4])
    d.w("History: {P} is a {age}-year-old {ret}{pr} ", P=c.Pt(), age=c.A(), pr=(c.prof, "PROFESSION"), ret="retired " if c.age >= 66 else "")
    d.w("first diagnosed in {md}; admitted {ad} with deterioration. {neg}\n", md=(phi.MONTHS[(c.d0.month + 3) % 12] + " " + str(c.d0.year - r.randrange(1, 6)), "DATE"),
        ad=c.Dd(-r.randrange(2, 9)), neg=c.neg(2))
    d.w("Weight {w} kg   Height {h} cm   Haematocrit 0.{hct}\n", w=str(c.weight), h=str(c.height), hct=str(r.randrange(24, 44)))
    d.w("Recent bloods ({bd}): {lb}\n", bd=c.Dd(-1), lb=B.labs(c, 4))
    d.w("Medications: {m}\n", m=B.meds(c))
    if r.random() < 0.5:
        d.w("ACE inhibitor: {ace} - held since {hd} (must be held 24-48 h before apheresis)\n",
            ace=pick(r, ["ramipril 5 mg", "lisinopril 10 mg", "perindopril 4 mg"]), hd=c.Dd(-2))
    d.w("Anticoagulation: {a}\n", a=pick(r, ["none", "enoxaparin prophylaxis - hold morning dose", "apixaban - held", "heparin infusion"]))
    d.w("Vascular access: {v}\n", v=pick(r, [c.access, "none - please arrange CVC", "peripheral veins poor; please assess"]))
    d.w("Virology: HBsAg neg, anti-HCV neg, HIV 1/2 neg (taken {vd})\n", vd=c.Dd(-r.randrange(3, 25)))
    d.w("Consent: discussed with patient{x}\n", x=pick(r, [" who has capacity", " and " + c.rel, "; lacks capacity - best interests"]))
    d.w("\nSigned: {n}   Date: {dt}\n", n=c.N(c.referrer, "DOCTOR", "full"), dt=c.Dd(-1))
    d.t("\n--- FOR APHERESIS UNIT USE ---\n")
    d.w("Accepted by: {cn} on {dt} at {tm}   First procedure: {fp}, ", cn=c.Dr(c.cons), dt=c.Dd(-1), tm=c.T(), fp=c.WD(c.d0))
    d.put(B.loc(c, 0))
    d.w("\nNurse allocated: {n}\n", n=c.N(c.nurses[0], "DOCTOR", pick(r, ["full", "fi"])))


def referral_email(c, d):
    r = c.r
    rd = phi.domain(r, c.ref_site[2])
    d.w("From: {fn} <{fe}>\nTo: {te}\nCc: {ce}\nSent: {sd} {tm}\nSubject: {subj} - {ini} - {mrn}\n\n",
        fn=c.N(c.reg, "DOCTOR", "full"), fe=(phi.staff_email(r, c.reg, rd), "EMAIL"), te=B.unit_email(c),
        ce=(phi.staff_email(r, c.cons, c.dom), "EMAIL"), sd=c.WD(phi.add_days(c.d0, -1)), tm=c.T(),
        subj=pick(r, ["Urgent apheresis referral", "Referral for " + B.proc_abbr(c), "New referral please"]),
        ini=c.P("initials"), mrn=(c.mrn, "MRN"))
    d.w("Hi {t},\n\n", t=pick(r, ["team", "all", "apheresis team"]))
    d.w("Could you please see {pt} ({age}{s}, DOB {dob}), currently on {w} at {h}, ", pt=c.Pt(), age=c.A(), s=c.sexw(),
        dob=c.D(c.dob), w=(c.ward, "HOSPITAL"), h=c.H(c.ref_site))
    d.put(B.loc(c, 3))
    d.w(". {He} has {dx}. ", He=c.he().capitalize(), dx=c.ind[1])
    d.w("Background of {bg}; {neg} Lives with ", bg=pick(r, ["hypertension and T2DM", "CKD stage 3", "asthma", "no significant PMH",
                                                            "previous DVT", "hypothyroidism"]), neg=c.neg(1))
    B.family_ref(c, d)
    if c.age >= 66:
        d.w(" in {city}; retired {p}.\n\n", city=(c.town[0], "CITY"), p=(c.prof, "PROFESSION"))
    else:
        d.w(" in {city}; works as a {p} at {emp}.\n\n", city=(c.town[0], "CITY"), p=(c.prof, "PROFESSION"), emp=(c.employer, "ORGANIZATION"))
    d.w("Bloods today: {lb}. Weight approx {w} kg.\nMeds: {m}.\n", lb=B.labs(c, 4), w=str(c.weight), m=B.meds(c, 2))
    d.w("We were thinking {p} (ASFA category {a}) - {course}. Access: {acc}.\n\n", p=B.proc_abbr(c), a=c.ind[3], course=c.ind[5], acc=c.access)
    if c.cc == "US":
        d.t("Insurance: ")
        d.put(c.hp_line())
        d.w(" - prior auth requested, ref {pa}\n", pa=(phi.idnum(r, "PA"), "IDNUM"))
    d.w("Consultant {cn} is aware and happy to discuss - {his} mobile is {ph}.\n\n", cn=c.Dr(c.referrer, "full"), his=pick(r, ["their", "the"]),
        ph=(phi.phone(r, c.cc, "mobile"), "PHONE"))
    d.w("Many thanks,\n{n}\n{role}, {sp}\n{h}\n", n=c.N(c.reg, "DOCTOR", "full"), role=pick(r, ["Specialty Registrar", "Resident", "SHO", "Fellow"]),
        sp=c.spec, h=c.H(c.ref_site, abbr_ok=False))
    d.put(B.bleep_piece(c))
    d.w(" | Tel {ph}\n", ph=(phi.with_ext(r, phi.phone(r, c.cc)), "PHONE"))
    d.t("\nThis e-mail and attachments are confidential. If received in error notify the sender.\n")


def consent(c, d):
    r = c.r
    d.w("{h}\n", h=c.H(abbr_ok=False))
    d.t(pick(r, ["CONSENT FORM 1: PATIENT AGREEMENT TO INVESTIGATION OR TREATMENT\n",
                 "INFORMED CONSENT - APHERESIS PROCEDURE\n", "Consent to Therapeutic Apheresis / Cellular Collection\n"]))
    minor = c.age < 16
    d.t("Patient details (or pre-printed label)\n")
    B.id_block(c, d, pick(r, [0, 1, 2]), acct=False)
    d.w("Responsible health professional: {cn}   Job title: Consultant, {sp}\n", cn=c.Dr(c.cons), sp=pick(r, ["Transfusion Medicine", "Haematology", "Apheresis"]))
    d.w("Special requirements: {sr}\n\n", sr=pick(r, ["none", "large print", "interpreter (see below)", "hearing loop", "accepts albumin only - see advance decision"]))
    d.w("Name of proposed procedure: {p} ({ab}), course of up to {n} procedures, via {acc}\n", p=K.PROC_NAME[c.proc],
        ab=B.proc_abbr(c), n=str(r.randrange(1, 11)), acc=c.access)
    d.w("Indication: {dx}\n", dx=c.ind[1])
    d.t("Intended benefits: " + BEN[c.proc] + "\n")
    d.t("Serious or frequently occurring risks: citrate reaction (tingling, cramps - common); low blood pressure; feeling faint; "
        "bleeding or bruising; line infection or thrombosis (1-2%); allergic reaction to plasma or albumin (uncommon); "
        "transfusion-transmitted infection (very rare); " + RISK[c.proc] + ".\n")
    d.t("Alternatives discussed: " + pick(r, ALT[c.proc]) + ".\n")
    d.w("Information leaflet provided: {lf} (version 2021); online copy at {u}\n\n",
        lf=LEAF[c.proc],
        u=B.url(c, pick(r, ["leaflets/apheresis.pdf", "patient-info/ecp", "pil/tpe-2021.pdf"])))
    d.t("Statement of health professional: I have explained the procedure to the patient, including the risks above.\n")
    d.w("Signed: {n}   Date: {dt}   Name (print): {nc}   Contact: ", n=c.N(c.reg, "DOCTOR", "fi"), dt=c.Dd(-1),
        nc=c.N(c.reg, "DOCTOR", "caps"))
    d.put(B.bleep_piece(c))
    d.t("\n")
    if r.random() < 0.45:
        lang = pick(r, ["Polish", "Punjabi", "Arabic", "Vietnamese", "Samoan", "Portuguese", "Cantonese", "Somali", "Irish Sign Language"])
        d.w("\nInterpreter: {n} ({lg}), booking ref {ref}. I have interpreted the information above to the best of my ability.\n",
            n=c.N(phi.person(r), "DOCTOR", "full"), lg=lang, ref=(phi.idnum(r, "INT"), "IDNUM"))
    if minor:
        par = phi.person(r)
        par["last"] = c.pt["last"]
        d.w("\nPerson with parental responsibility: {n} ({rel})  tel {ph}\nSigned by parent on {dt}\n",
            n=c.N(par, "FAMILY", "full"), rel=pick(r, ["mother", "father", "legal guardian"]), ph=(phi.phone(r, c.cc, "mobile"), "PHONE"), dt=c.Dd(-1))
    elif r.random() < 0.2:
        d.w("\nPatient lacks capacity (see MCA assessment of {dt}). Best interests discussion held with {rel} ", dt=c.Dd(-2), rel=c.rel)
        d.put(c.N(c.nok, "FAMILY", "full"))
        d.w(" by telephone ({ph}).\n", ph=(c.nok_phone, "PHONE"))
    else:
        d.w("\nStatement of patient: I agree to the procedure described on this form.\nSigned: {n}   Date: {dt}\n",
            n=c.P(pick(r, ["full", "mi"])), dt=c.Dd(-1))
        if r.random() < 0.5:
            d.w("Witness: {n} ({rel})\n", n=c.N(c.nok, "FAMILY", "full"), rel=c.rel)
    if r.random() < 0.55:
        how_ = pick(r, ["palm-vein scan", "fingerprint", "facial recognition", "iris scan"])
        d.w("\nE-consent kiosk {ks}: identity verified by {how} ID {bio}; photo ID: {doc} no. ",
            ks=pick(r, ["K3", "lobby tablet", "kiosk 2"]), how=how_, bio=(phi.bioid(r, how_.replace("-", " ")), "BIOID"),
            doc=pick(r, ["driver's licence", "driving licence", "driver license"]))
        d.put((phi.letters(r, 1) + phi.digits(r, 7) if c.cc != "GB" else phi.slug(c.pt["last"])[:5].upper().ljust(5, "9") + phi.digits(r, 6) + phi.letters(r, 2) + "9" + phi.letters(r, 2), "LICENSE"))
        d.t("\n")
    if c.ssn and r.random() < 0.5:
        d.t("Billing identifiers: ")
        d.put(c.ssn_line())
        d.t("; ")
        d.put(c.hp_line())
        d.t("\n")
    d.w("\nConfirmation of consent (before procedure): confirmed by {n} on {dt} at {tm}. Patient still wishes to proceed.\n",
        n=c.N(c.nurses[1], "DOCTOR", pick(r, ["full", "fi"])), dt=c.D(c.d0), tm=c.T())
    d.w("Copy given to patient: {yn}. Scanned to record by {u} on {dt}.\n", yn=pick(r, ["yes", "declined"]), u=(phi.username(r, c.nurses[2]), "USERNAME"), dt=c.D(c.d0))


def vascular_access(c, d):
    r = c.r
    if r.random() < 0.35:
        return g_extra.line_review(c, d)
    d.w("{h} - {u}\n", h=c.H(), u=B.unit_name(c))
    d.t(pick(r, ["VASCULAR ACCESS ASSESSMENT FOR APHERESIS\n", "Apheresis Venous Access Assessment & Line Insertion Record\n",
                 "VENOUS ACCESS REVIEW (pre-apheresis)\n"]))
    B.id_block(c, d)
    d.w("Date of assessment: {dt}   Time: {tm}   Assessor: ", dt=c.Dd(-2), tm=c.T())
    B.nurse_sig(c, d, c.nurses[0], with_lic=False)
    d.w("\nPlanned procedure: {p} x {n} ({course})\n", p=B.proc_abbr(c), n=str(r.randrange(1, 8)), course=c.ind[5])
    d.w("Weight {w} kg. Anticoagulants: {a}. Platelets {pl} x10^9/L, INR {inr}.\n", w=str(c.weight),
        a=pick(r, ["nil", "apixaban (held 48 h)", "aspirin 75 mg"]), pl=str(r.randrange(20, 320)), inr=pick(r, ["1.0", "1.1", "1.3", "1.6"]))
    d.t("\nPERIPHERAL VEINS (tourniquet, ultrasound where needed)\n")
    for side in ["R", "L"]:
        for v in pick(r, [["median cubital", "cephalic"], ["basilic", "median cubital"], ["cephalic"]]):
            d.t("  %s %s: %s, diameter %.1f mm, depth %.1f mm - %s\n" % (side, v, pick(r, ["palpable", "visible", "not palpable", "sclerosed"]),
                                                               r.randrange(18, 56) / 10, r.randrange(10, 80) / 10,
                                                               pick(r, ["suitable for 16G draw", "return only (18G/20G)", "unsuitable"])))
    d.t("VIP score 0. %s\n" % c.neg(1))
    d.w("Previous access: {pa} in {yr}; {hist}.\n", pa=pick(r, ["PICC", "tunnelled Hickman line", "Vascath", "port"]),
        yr=(str(c.d0.year - r.randrange(1, 7)), "DATE"), hist=pick(r, ["line-related bacteraemia", "no complications", "removed after DVT of R arm"]))
    d.t("\nDECISION: " + pick(r, ["peripheral access adequate - bilateral cannulae", "central venous catheter required",
                                    "tunnelled apheresis catheter for long-term programme", "implantable apheresis port requested"]) + "\n")
    if r.random() < 0.7:
        d.t("\nINSERTION RECORD\n")
        d.w("Date: {dt}  Start {t1}   Operator: {op}   Assistant: ", dt=c.Dd(-1), t1=c.T(), op=c.Dr(c.reg, "full"))
        d.put(c.N(c.nurses[1], "DOCTOR", "fi"))
        d.w("\nLocation: {lo}, ", lo=pick(r, ["Interventional Radiology", "theatre recovery", "procedure room"]))
        d.put(B.loc(c, 2))
        dev = pick(r, ["12Fr 15 cm triple-lumen apheresis catheter", "13.5Fr 20 cm tunnelled dual-lumen catheter",
                       "11.5Fr 16 cm Mahurkar-type catheter", "dual-chamber apheresis port"])
        d.w("\nDevice: {dev}; REF {ref}; lot {lot} (exp {ex})\n", dev=dev,
            ref=phi.letters(r, 2) + "-" + phi.digits(r, 5), lot=phi.digits(r, 2) + phi.letters(r, 1) + phi.digits(r, 4),
            ex="20%d-%02d" % (r.randrange(26, 30), r.randrange(1, 13)))
        if "port" in dev:
            d.w("Port serial no. (implant card): {sn}\n", sn=(phi.device_sn(r, "port"), "DEVICE"))
        d.w("Site: {s}; US-guided, {neg}; 1% lidocaine 5 mL. Lumens flushed, locked with {lk}.\n",
            s=pick(r, ["right internal jugular", "left internal jugular", "right femoral", "right subclavian"]),
            neg=pick(r, ["Seldinger technique", "modified Seldinger technique", "single pass, Seldinger"]),
            lk=pick(r, ["heparin 1000 units/mL per lumen volume", "citrate 4%", "TauroLock"]))
        d.w("Tip position: CXR {dt} - {tp}. Reported by {rad}.\n", dt=c.Dd(-1), tp=pick(r, ["cavo-atrial junction", "lower SVC", "satisfactory"]),
            rad=c.Dr(phi.person(r)))
    d.t("\nLINE CARE PLAN: dressing change weekly (chlorhexidine), lumens not to be used for routine bloods or infusions. "
        "Site check each visit; escalate signs of infection or arm/neck swelling.\n")
    d.w("Patient given line card and advised to call {u} on {ph} ({hrs}) or after hours {ah} via switchboard.\n",
        u=B.unit_name(c), ph=(c.unit_phone, "PHONE"), hrs=pick(r, ["08:00-18:00", "Mon-Fri 8-5", "weekdays"]),
        ah=pick(r, ["the haematology registrar", "the on-call apheresis nurse", "the bleep holder"]))
    if r.random() < 0.4:
        d.w("District nurse: {dn} ({pr}), tel {ph}.\n", dn=c.N(phi.person(r), "DOCTOR", "full"), pr=(c.practice, "HOSPITAL"), ph=(phi.phone(r, c.cc), "PHONE"))
    d.w("\nSigned: ", )
    B.nurse_sig(c, d, c.nurses[0])
    d.w("   {dt}\n", dt=c.Dd(-1))
