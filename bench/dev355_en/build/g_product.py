"""Genres: product labelling and release record, CD34+ mobilisation sheet, scheduling list."""
import case as K
import phi
import pools
import blocks as B
from phi import pick


def product_label(c, d):
    r = c.r
    auto = c.proc != "PBSC" or "donor" not in c.ind[2]
    if not auto and "unrelated" in c.ind[2] and r.random() < 0.6:
        dest = [(pick(r, pools.HOSP_STEMS) + pick(r, [" Transplant Centre", " Stem Cell Transplant Unit", " University Clinic"]), "HOSPITAL"), ", ",
                (pick(r, ["Germany", "Poland", "USA", "Canada", "Australia", "Ireland", "Netherlands", "Israel"]), "COUNTRY"),
                " (international shipment)"]
    elif auto and r.random() < 0.4:
        dest = [c.H(abbr_ok=False), " cryostore (LN2 vapour phase; storage location per cryo log - not for issue)"]
    else:
        dest = c.H(c.ref_site, abbr_ok=False)
    prod = pick(r, ["HPC, APHERESIS", "HPC, Apheresis"]) if c.proc == "PBSC" else pick(r, ["MNC, APHERESIS", "MNC, Apheresis (for CAR-T manufacture)"])
    dn = phi.din(r, c.d0.year)
    lab_, val_ = {"US": ("FDA FEI", "30" + phi.digits(r, 8)), "GB": ("HTA licence", "1" + phi.digits(r, 4)), "AU": ("TGA licence", "MI-" + phi.digits(r, 4)),
                  "CA": ("Health Canada CTO reg.", "1" + phi.digits(r, 5)), "IE": ("HPRA authorisation", "TE" + phi.digits(r, 4)),
                  "NZ": ("Medsafe licence", "MS" + phi.digits(r, 4))}[c.cc]
    d.w("{h} - {u}\n" + ("FACT" if c.cc in ("US", "CA") else "FACT-JACIE") + " accredited collection facility   {lab} {reg}\n", h=c.H(abbr_ok=False), u=pick(r, ["Stem Cell Laboratory", "Cellular Therapy Laboratory", "Apheresis & Processing"]),
        lab=lab_, reg=(val_, "LICENSE"))
    d.t("\n=== PRODUCT LABEL (ISBT 128) ===\n")
    d.w("DIN: {din}   Product code: {pc}   Division: {dv}\n", din=(dn, "IDNUM"), pc=pick(r, ["S1395V00", "S2196V00", "S1326V00", "E7606V00"]),
        dv=pick(r, ["00", "A0", "B0"]))
    d.w("Product: {p}\nCollection date/time: {dt} {tm}   Expiry: {ex} 23:59\n", p=prod, dt=c.D(c.d0), tm=c.T(), ex=c.Dd(pick(r, [2, 3])))
    d.w("Collected at: {h}, ", h=c.H())
    d.put(c.unit_addr)
    d.t("\n")
    d.w("Volume: {v} mL   Anticoagulant: ACD-A {ac} mL   ABO/RhD: {abo}\n", v=str(r.randrange(90, 420)), ac=str(r.randrange(8, 40)),
        abo=pick(r, ["O Pos", "A Pos", "B Neg", "AB Pos", "O Neg", "A Neg"]))
    d.t("Store at 2-8 C. Do not irradiate. Do not use leukocyte-reducing filters.\n")
    if auto:
        d.w("FOR AUTOLOGOUS USE ONLY\nPatient: {n}   DOB: {dob}   ID: {m}\n", n=c.P("lastcaps"), dob=c.D(c.dob), m=(c.mrn, "MRN"))
        d.t("WARNING: Reactive test results for: none. Biohazard label not required.\n")
    else:
        rec = phi.person(r)
        reg_ = pick(r, pools.REGISTRIES)
        if "sibling" in c.ind[2]:
            rec["last"] = c.pt["last"]
            d.w("Donor: {n} (sibling)   DOB: {dob}   Donor ID: {m}\nIntended recipient: {rn}   Recipient ID: {rid}\n", n=c.P("lastcaps"), dob=c.D(c.dob),
                m=(c.mrn, "MRN"), rn=c.N(rec, "FAMILY", "lastcaps"), rid=(phi.mrn(r, c.cc), "MRN"))
        else:
            d.w("Donor: unrelated, registry {rg}   Donor ID: {did}   GRID: {grid}\nRecipient: {rn}   Recipient ID: {rid} at {rh}\n",
                rg=(reg_, "ORGANIZATION"), did=(phi.idnum(r, "D"), "IDNUM"), grid=(phi.digits(r, 4) + " " + phi.digits(r, 4) + " " + phi.digits(r, 4) + " " + phi.digits(r, 4) + " " + phi.digits(r, 3), "IDNUM"),
                rn=phi.nm(r, rec, "FAMILY", "initials"), rid=(phi.idnum(r, "R"), "IDNUM"), rh=dest)
        d.t("Donor eligibility: eligible; IDM tested negative. For allogeneic use only.\n")
    d.t("\n=== QC AND RELEASE RECORD ===\n")
    tnc = r.randrange(30, 160) / 10
    cd34 = r.randrange(15, 95) / 10
    d.t("TNC %.1f x10^10   CD34+ %.2f x10^6/kg (recipient weight %d kg)   Viability (7-AAD) %d%%   Gram stain: no organisms\n" % (
        tnc, cd34, c.weight if auto else r.randrange(45, 110), r.randrange(92, 100)))
    d.w("Flow sample: {fs}  Micro: {mc} (result pending, 7-day culture)\n", fs=(phi.idnum(r, "FC"), "IDNUM"), mc=(phi.idnum(r, "MB"), "IDNUM"))
    d.t("Release checklist: label verified against DIN x2 [x]  visual inspection [x]  temperature 4.2 C [x]  documentation complete [x]\n")
    d.w("Prepared by: {s} (BMS)", s=c.N(c.sci, "DOCTOR", pick(r, ["full", "fi"])))
    lic = c.lic("sci")
    if lic:
        d.t(", ")
        d.put(lic)
    d.w("\nReleased by: {s2}  {dt} {tm}   Authorised: {cn}, Laboratory Director\n", s2=c.N(c.nurses[3], "DOCTOR", "full"), dt=c.D(c.d0), tm=c.T(), cn=c.Dr(c.cons))
    if r.random() < 0.25:
        d.w("Releasing scientist signed on with fingerprint {bio} at workstation {ws}\n", bio=(phi.bioid(r, "fingerprint"), "BIOID"), ws=(phi.private_ip(r), "IPADDR"))
    d.t("\n=== TRANSPORT ===\n")
    cour = pick(r, pools.COURIERS)
    d.w("Destination: {dh}\n", dh=dest)
    d.w("Courier: {co}   Waybill: {wb}   Vehicle reg: {vr}\n", co=(cour, "ORGANIZATION"), wb=(phi.idnum(r, "AWB"), "IDNUM"), vr=(phi.plate(r, c.cc), "VEHICLE"))
    d.w("Shipper: {sh} SN {ssn}   Temperature logger SN {lg}\n", sh=pick(r, ["validated dry shipper", "insulated 2-8 C box", "Credo cube"]),
        ssn=(phi.device_sn(r, "shipper"), "DEVICE"), lg=(phi.device_sn(r, "logger"), "DEVICE"))
    d.w("Tracking: {u}\n", u=("https://track." + pick(r, ["example.net", "example.com"]) + "/" + phi.letters(r, 3) + phi.digits(r, 8), "URL"))
    d.w("Dispatched {dt} {tm} by {n}\n", dt=c.D(c.d0), tm=c.T(), n=c.N(c.nurses[2], "DOCTOR", pick(r, ["fi", "full", "initials"])))
    d.w("Received {dt} {tm} by {n}; temp on arrival {t} C; seal intact\n", dt=c.Dd(pick(r, [0, 1])), tm=c.T(), n=c.N(phi.person(r), "DOCTOR", "full"),
        t="%.1f" % (r.randrange(20, 70) / 10))
    d.w("Queries: {em} / {ph}\n", em=B.unit_email(c), ph=(c.unit_phone, "PHONE"))


def cd34_sheet(c, d):
    r = c.r
    B.letterhead(c, d, pick(r, ["STEM CELL MOBILISATION AND CD34+ MONITORING RECORD", "PBSC Mobilisation Chart",
                                "Mobilisation / Harvest Day Planner"]))
    B.id_block(c, d, pick(r, [0, 2, 3]))
    donor = "donor" in c.ind[2]
    d.w("Diagnosis: {dx}\nWeight: {w} kg   Target: {tg} x10^6 CD34+/kg ({why})\n", dx=c.ind[1], w=str(c.weight),
        tg=pick(r, ["4.0", "5.0"]) if donor else pick(r, ["2.0", "4.0", "5.0", "8.0"]),
        why="recipient weight, per registry prescription" if donor else pick(r, ["single ASCT", "tandem transplant planned", "plus back-up"]))
    d.w("Regimen: {rg}\nG-CSF given by: {by}\n", rg="G-CSF 10 ug/kg/day SC days 1-5" if donor else pick(r, [
        "G-CSF 10 ug/kg/day SC days 1-5", "cyclophosphamide 2 g/m2 then G-CSF from day +5",
        "G-CSF 5 ug/kg BD + plerixafor on day 4 evening if CD34 <10"]),
        by=pick(r, ["self", ["district nurse ", c.N(phi.person(r), "DOCTOR", "full")], [c.rel + " ", c.N(c.nok, "FAMILY", "first")]]))
    d.w("Filgrastim batch: {b}  (stored in fridge at home)\n\n", b=phi.letters(r, 1) + phi.digits(r, 6))
    d.t("Day | Date       | WBC  | PB CD34+/uL | Action                        | Sample no\n")
    start = phi.add_days(c.d0, -4)
    cd, plx, coll = r.randrange(1, 4), False, []
    for i in range(r.randrange(5, 8)):
        dt = phi.add_days(start, i)
        wbc = r.randrange(60, 200) / 10 + i * r.randrange(20, 90) / 10
        if i < 3:
            act = "G-CSF"
        elif cd < 10 and not plx and not donor:
            act, plx = "plerixafor 0.24 mg/kg at 22:00", True
        elif cd >= 10:
            act = "collect" if not coll else "collect day %d" % (len(coll) + 1)
            coll.append(dt)
        else:
            act = "repeat count tomorrow"
        d.w("D{n}  | {dt} | {wb} | {cd} | {ac} | ", n=str(i + 1), dt=c.D(dt), wb="%.1f" % wbc, cd=str(cd), ac=act)
        d.put((phi.idnum(r, "FC"), "IDNUM") if i >= 2 else "-")
        d.t("\n")
        cd = cd + r.randrange(1, 8) if i < 2 else (cd * pick(r, [2, 3]) if plx and act.startswith("pler") else max(4, cd + r.randrange(-6, 18)))
        if len(coll) >= 3:
            break
    tot = 0
    d.t("\nCOLLECTIONS\n")
    if not coll:
        d.t("None - poor mobiliser; discuss remobilisation at MDT.\n")
    for j, cdt in enumerate(coll):
        y = r.randrange(8, 45) / 10
        tot += y
        d.w("Harvest {j}: {dt}  processed {v} L  yield {y} x10^6/kg  DIN {din}  ", j=str(j + 1), dt=c.D(cdt), v="%.1f" % (r.randrange(100, 250) / 10),
            y="%.1f" % y, din=(phi.din(r, c.d0.year), "IDNUM"))
        d.put(B.loc(c, 0))
        d.t("\n")
    d.t("Cumulative: %.1f x10^6 CD34+/kg. Enumeration by single-platform ISHAGE gating.\n" % tot)
    d.w("Side effects: {se}. {neg}\n", se=pick(r, ["bone pain managed with paracetamol and loratadine", "none", "headache day 3", "splenic discomfort - USS normal"]), neg=c.neg(1))
    d.w("Plan: {pl}\n", pl=pick(r, ["product to courier for recipient", "fresh product to transplant centre same day", "inform registry and transplant coordinator"])
        if donor else pick(r, ["cryopreserve, transplant date to be confirmed", "admit for high-dose therapy", "inform transplant coordinator"]))
    d.w("Transplant coordinator: {n}, tel {ph}, {em}\n", n=c.N(phi.person(r), "DOCTOR", "full"), ph=(phi.phone(r, c.cc), "PHONE"),
        em=(pick(r, ["bmt.coordinator", "transplant.office", "hpc.coord"]) + "@" + c.dom, "EMAIL"))
    d.w("Checked: {s} (scientist), {cn} (consultant)   {dt}\n", s=c.N(c.sci, "DOCTOR", "fi"), cn=c.Dr(c.cons), dt=c.Dd(1))


def scheduling_list(c, d):
    r = c.r
    days = r.randrange(1, 3)
    d.w("{h} - {u}\n", h=c.H(), u=B.unit_name(c))
    d.t(pick(r, ["APHERESIS BOOKING LIST", "Daily Procedure Schedule", "CHAIR ALLOCATION / BOOKINGS"]) + "\n")
    d.w("Printed {dt} {tm} by {u} from {ip}\n", dt=c.D(phi.add_days(c.d0, -1)), tm=c.T(), u=(phi.username(r, c.nurses[3]), "USERNAME"), ip=(phi.private_ip(r), "IPADDR"))
    for dd in range(days):
        day = phi.add_days(c.d0, dd)
        d.w("\n{wd}\n", wd=c.WD(day))
        d.w("Nurse in charge: {n}   Medical cover: {dr} (", n=c.N(c.nurses[dd % 4], "DOCTOR", "full"), dr=c.Dr(c.reg))
        d.put(B.bleep_piece(c))
        d.t(")\n")
        d.t("Time  | Chair | Patient | ID | Age | Procedure | Access | Transport | Notes\n")
        pts = [None] + [B.mini_patient(c) for _ in range(r.randrange(3, 6))] if dd == 0 else [B.mini_patient(c) for _ in range(r.randrange(3, 6))]
        h = 8
        for m in pts:
            d.t("%02d:%s | " % (h, pick(r, ["00", "30", "15"])))
            d.put((str(r.randrange(1, 9)), "LOCATION_OTHER"))
            d.t(" | ")
            if m is None:
                d.put(c.P(pick(r, ["lastcaps", "lastfirst"])))
                d.w(" | {m} | {a} | {p} | {ac} | ", m=(c.mrn, "MRN"), a=c.A(), p=B.proc_abbr(c), ac=c.access.split(" (")[0])
            else:
                d.put(B.mp_name(c, m))
                d.w(" | {mr} | {a} | {p} | {ac} | ", mr=(m["mrn"], "MRN"), a=(str(m["age"]), "AGE"), p=pick(r, K.PROC_ABBR[m["proc"]]), ac=m["access"].split(" (")[0])
            k = r.randrange(5)
            if k == 0:
                d.w("ambulance {pl}", pl=(phi.plate(r, c.cc), "VEHICLE"))
            elif k == 1:
                d.w("own car (permit {pl})", pl=(phi.plate(r, c.cc), "VEHICLE"))
            elif k == 2:
                d.t("ward transfer from ")
                d.put((pick(r, pools.WARDS), "HOSPITAL"))
            elif k == 3:
                d.t("hospital car")
            else:
                d.t("taxi")
            d.t(" | ")
            n = r.randrange(7)
            if n == 0:
                d.w("call {ph} on arrival", ph=(phi.phone(r, c.cc, "mobile"), "PHONE"))
            elif n == 1:
                d.w("kiosk check-in palm ID {b}", b=(phi.bioid(r, "palm vein"), "BIOID"))
            elif n == 2:
                d.w("interpreter booked ({lg})", lg=pick(r, ["Tagalog", "Arabic", "Polish", "Vietnamese", "Farsi"]))
            elif n == 3:
                d.w("bloods at {tm}: FBC, iCa, fibrinogen", tm=c.T())
            elif n == 4:
                d.w("hold ramipril - confirm with {rel}", rel=[pick(r, ["wife", "husband", "daughter", "son"]) + " ", (phi.person(r)["first"], "FAMILY")])
            elif n == 5:
                d.w("order {o} - {what}", o=(phi.idnum(r, "ORD"), "IDNUM"),
                    what={"RCE": "6 units HbS-neg, Rh/K matched", "TPE": pick(r, ["8 units Octaplas", "HAS 4.5% x6"]), "ECP": "methoxsalen x1",
                          "PBSC": "CD34 count 07:00", "MNC": "CD3 count 07:00", "LEUKO": "FBC + coag 07:00", "LDL": "adsorber column"}[c.proc if m is None else m["proc"]])
            else:
                d.t(pick(r, ["first visit - orientation", "needs hoist", "diabetic - snack", "latex allergy", "last of course"]))
            d.t("\n")
            h += r.randrange(1, 3)
    d.t("\nMACHINES: ")
    for i in range(r.randrange(2, 4)):
        mk = pick(r, ["Optia", "Optia", "CELLEX", "Amicus"])
        d.w("{m} SN {sn}{sep}", m=mk, sn=(phi.device_sn(r, "ecp" if mk == "CELLEX" else "optia"), "DEVICE"), sep="; ")
    d.t("\nCancellations / changes: ")
    m = B.mini_patient(c)
    d.put(B.mp_title(c, m))
    d.w(" moved to {dt} (", dt=c.WD(phi.add_days(c.d0, r.randrange(2, 8))))
    d.t(pick(r, ["unwell", "transport failed", "line infection", "patient request", "awaiting funding approval"]))
    d.w("). Booking queries: {em} or ext. {ex}\n", em=B.unit_email(c), ex=("555" + phi.digits(r, 1), "PHONE"))
    d.t("Closed " + pick(r, ["", "on "]))
    d.put((pick(r, pools.HOLIDAYS[c.cc]), "DATE"))
    d.t(" - emergency TPE via on-call consultant.\n")
