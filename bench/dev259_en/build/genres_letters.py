"""Genres: frostbite/hypothermia follow-up letter, insurance repatriation correspondence,
polar station medical record (dev259_en)."""
import datetime

from phi import Phi
import phi
import clinical as C
import common as K
import pools_places as PL
from case import nm


def cold_injury_letter(rng, c, d):
    hosp = c.hospital()
    cons = c.staff("doctor")
    gp = c.staff("doctor")
    sec = c.staff("clerk")
    hypo = rng.random() < 0.3
    loc = c.address(c.country)
    gp_addr = c.address(c.country)
    gp_prac = c.hospital()
    d.line("{h}", h=hosp)
    d.line(rng.choice(["Frostbite & Cold Injury Clinic", "Department of Plastic Surgery", "Burns & Plastics Outpatients",
                       "Emergency Medicine Follow-up Clinic", "Vascular Surgery"]))
    d.line("{a}", a=c.addr(loc, with_country=False))
    d.line("Tel {p}  |  Fax {f}", p=c.phone(ext=rng.random() < 0.5), f=c.fax())
    d.line("{e}", e=Phi(phi.role_email(rng, hosp.value, rng.choice(["coldinjury", "plastics.secretaries", "clinic"])),
                        "EMAIL"))
    d.line("")
    d.line("Date dictated: {a}    Date typed: {b}", a=c.date(40), b=c.date(40 + rng.randint(1, 9)))
    d.line("")
    d.line("{g}", g=c.dr(gp, rng.choice(["dr_fl", "dr_il"])))
    d.line("{p}", p=gp_prac)
    d.line("{a}", a=c.addr(gp_addr, multiline=True, with_country=False))
    d.line("")
    d.line("Dear {g},", g=c.dr(gp, "dr_l"))
    d.line("")
    d.line("Re: {n}   DOB: {b}", n=c.ptname(rng.choice(["fml", "fl", "LF"])), b=c.dob_phi())
    idl = rng.choice(["Hosp No", "MRN", "NHS No", "Unit No"]) if c.country == "UK" else rng.choice(["MRN", "Chart no", "NHI"])
    d.line("{l}: {m}", l=idl, m=Phi(phi.mrn(rng, c.country), "MRN"))
    d.line("{a}", a=c.addr(with_country=False))
    d.line("")
    if hypo:
        d.line("Diagnoses: 1. Accidental hypothermia (Swiss HT II) - resolved  2. Rhabdomyolysis (peak CK 14,200 U/L)")
    else:
        d.line("Diagnosis: {x}", x=rng.choice(["Deep frostbite R foot, digits 1-3 (Hennepin grade 3)",
                                               "Frostbite bilateral hands, Cauchy grade 2-3",
                                               "Superficial frostbite nose and cheeks; non-freezing cold injury both feet",
                                               "Frostbite L toes with dry gangrene of hallux tip"]))
    d.line("")
    d.f("I reviewed {pt} today, a {a}-year-old {pr}, ", pt=c.title_last(), a=c.age_phi(words_ok=True),
        pr=Phi(c.prof, "PROFESSION"))
    d.f("{w} sustained {x} on {m} on {dt}. ", w=rng.choice(["who", "who I understand"]),
        x="hypothermia after an unplanned night out" if hypo else "cold injury during a summit push",
        m=c.place("mountain", rng.choice(["NP", "US", "CA", "NZ", "UK"])), dt=c.date(0, rng.choice(["d_month_y", "ordinal_y",
                                                                                                  "month_d_y"])))
    d.f("{pf} was evacuated by {op} to {h}, where {ev}. ", pf=c.ptname(rng.choice(["f", "nick"])) if rng.random() < 0.4
        else ["Mr " if c.sex == "M" else "Ms ", Phi(c.pt.last, "PATIENT")],
        op=Phi(rng.choice(PL.HELI_OPS), "ORGANIZATION"), h=c.hospital(rng.choice(["NP", "CA", "US", "NZ"])),
        ev=rng.choice(["core temp on arrival was 29.8C and active rewarming was undertaken",
                       "CK peaked at 14,200 U/L and IV fluids were given"] if hypo else
                      ["rapid rewarming was performed in a 38C water bath", "iloprost was given for 5 days",
                       "tPA was not given as presentation was beyond 24 h"]))
    d.f("{pr} was repatriated on {dt}.\n\n", pr="He" if c.sex == "M" else "She", dt=c.date(rng.randint(5, 14),
                                                                                        rng.choice(["ordinal", "d_month_y"])))
    d.line("On examination today: {x}", x=rng.choice([
        "clear demarcation at the level of the DIPJ of the hallux and 2nd toe; other digits pink with normal capillary refill.",
        "healing blisters, sensation reduced to 10 g monofilament over R toes 1-3, dorsalis pedis palpable.",
        "dry black eschar over distal phalanges, no cellulitis, no odour.",
        "warm well-perfused hands, Raynaud's-type colour change on cold challenge, grip strength 38 kg."]))
    d.line("Imaging: Tc-99m bone scan {dt}: {x}", dt=c.date(rng.randint(2, 6), rng.choice(["dm", c.ds])), x=rng.choice([
        "absent uptake distal phalanx R hallux only.", "reduced uptake digits 2-4 L hand, improved on delayed phase.",
        "normal perfusion all digits."]))
    d.line("")
    d.line("Plan:")
    d.line("  1. {x}", x=rng.choice(["Await full demarcation; provisional date for terminalisation {dt}.",
                                     "Continue daily chlorhexidine soaks and non-adherent dressings.",
                                     "Physiotherapy for stiffness; desensitisation programme."]),
           dt=c.date(rng.randint(60, 110), rng.choice(["d_month_y", "month_y"])))
    d.line("  2. Avoid nicotine; cold-protective gloves/boots; no high-altitude travel for 6/12.")
    d.line("  3. Review in clinic on {dt} with repeat photographs.", dt=c.date(rng.randint(70, 130),
                                                                               rng.choice([c.ds, "wk_full_uk" if not c.us
                                                                                           else "wk_full_us"])))
    if rng.random() < 0.5:
        d.line("  4. Fit note issued: unfit for work as {pr} until {dt}.", pr=Phi(c.prof, "PROFESSION"),
               dt=c.date(rng.randint(80, 120)))
        if c.country in ("US", "CA") and rng.random() < 0.8:
            d.line("     ({lab} {s} for employer's occupational health claim)", lab={"US": "SSN", "CA": "SIN"}[c.country],
                   s=Phi(phi.ssn(rng, c.country), "SSN"))
    d.line("")
    d.line("Yours sincerely,")
    d.line("")
    d.line("{n}", n=c.dr(cons, rng.choice(["dr_fl", "fl_cred"])))
    d.line("Consultant {x}", x=rng.choice(["Plastic Surgeon", "in Emergency & Wilderness Medicine", "Vascular Surgeon"]))
    if rng.random() < 0.6:
        lab, kind = {"UK": ("GMC", "GMC"), "NZ": ("MCNZ", "MCNZ"), "CA": ("CPSBC #", "CPS"),
                     "US": ("NPI", "NPI")}[c.country]
        d.line("{l} {v}", l=lab, v=Phi(phi.license_no(rng, kind), "LICENSE"))
    d.line("")
    d.line("cc: {p} (patient); {o}", p=c.ptname("il"), o=c.dr(c.staff("doctor"), rng.choice(["dr_l", "dr_il"])))
    d.line("{a}/{b}", a=c.dr(cons, "ini"), b=c.dr(sec, "ini"))


# ----------------------------------------------------------------------------- repatriation correspondence
def repatriation(rng, c, d):
    ins = Phi(rng.choice(PL.INSURERS), "ORGANIZATION")
    cm = c.staff("case_manager", c.home_country)
    md_ins = c.staff("doctor", c.home_country)
    loc_dr = c.staff("doctor")
    esc = c.staff("nurse", c.home_country)
    loc_h = c.hospital()
    case = Phi(phi.idnum(rng, "CASE"), "IDNUM")
    city_from = Phi(rng.choice(PL.GATEWAY_BY_COUNTRY[c.country]), "CITY")
    city_to = Phi(rng.choice(PL.GATEWAY_BY_COUNTRY[c.home_country]), "CITY")
    kind = rng.choice(C.SCEN_ALT + C.SCEN_COLD + ["tibfib", "spine", "pelvis", "head", "cardiac"])
    s = C.scenario(rng, kind)
    dt_tpl = "wk_full_us" if c.home_country == "US" else "wk_full_uk"
    # message 1
    d.line("From: {n} <{e}>", n=c.dr(cm, "fl"), e=c.email(cm, ins.value))
    d.line("Sent: {dt} {t}", dt=c.date(3, dt_tpl), t=C.time(rng, "ampm"))
    d.line("To: International Patient Desk <{e}>", e=Phi(phi.role_email(rng, loc_h.value, "intl"), "EMAIL"))
    d.line("Cc: {n} <{e}>", n=c.dr(md_ins, "dr_fl"), e=c.email(md_ins, ins.value))
    d.line("Subject: RE: {cs} / {p} / repat {a}-{b}", cs=case, p=c.ptname(rng.choice(["LF", "L", "fl"])), a=city_from,
           b=city_to)
    d.line("")
    d.line("Dear {d},", d=c.dr(loc_dr, "dr_l") if rng.random() < 0.6 else "colleagues")
    d.line("")
    d.f("Thank you for your report of {dt}. We confirm that {pt} (DOB {b}), policy {pol}, is covered under "
        "our {plan} plan; guarantee of payment has been issued against claim {cl}. ",
        dt=c.date(2, rng.choice(["d_mon", "dm", "d_mon_y"])), pt=c.ptname(rng.choice(["fl", "fml"])), b=c.dob_phi(),
        pol=Phi(phi.healthplan(rng, c.home_country), "HEALTHPLAN"),
        plan=rng.choice(["Adventure Plus", "Trekker Gold", "Winter Sports", "Expedition (to 7,000 m)"]),
        cl=Phi(phi.account(rng), "ACCOUNT"))
    d.f("Our medical officer, {m}, has reviewed the case and would be grateful for:\n", m=c.dr(md_ins, "dr_l"))
    d.line("  - completed MEDIF (IATA) part 2 and a current set of obs")
    d.line("  - most recent Hb and imaging report (CXR / CT)")
    d.line("  - confirmation the patient can sit upright for TTOL (or stretcher required)")
    d.line("")
    d.f("Provisional plan: commercial {how} on {dt} via {hub}, with medical escort {e} ({cr}). ",
        how=rng.choice(["economy + extra seat", "stretcher", "business class, seated"]),
        dt=c.date(rng.randint(6, 12), rng.choice(["d_mon", "mon_d", "dm"])),
        hub=Phi(rng.choice(["Doha", "Dubai", "Singapore", "Vancouver", "Auckland", "Frankfurt"]), "CITY"),
        e=c.dr(esc, "fl"), cr=esc.cred)
    d.f("Ground ambulance on arrival to {h}, bed confirmed by {r}.\n", h=Phi(rng.choice(PL.HOSPITALS[c.home_country]),
                                                                              "HOSPITAL"),
        r=c.dr(c.staff("doctor", c.home_country), rng.choice(["dr_l", "dr_fl"])))
    d.line("")
    d.line("Kind regards,")
    d.line("{n}", n=c.dr(cm, rng.choice(["fl", "fi"]) if rng.random() < 0.5 else "fl"))
    d.line("{r} | {i}", r=cm.cred, i=ins)
    d.line("T {p} | F {f} | {u}", p=c.phone(c.home_country, ext=rng.random() < 0.4), f=c.fax(c.home_country),
           u=Phi(phi.url(rng, ins.value, "claims"), "URL"))
    d.line("")
    d.line(rng.choice(["-----Original Message-----", "________________________________", "> > >"]))
    d.line("From: {n} <{e}>", n=c.dr(loc_dr, rng.choice(["dr_fl", "fl"])), e=c.email(loc_dr, loc_h.value))
    d.line("Sent: {dt}", dt=c.date(2, rng.choice(["iso", dt_tpl, "d_mon_y"])))
    d.line("Subject: Medical report - {p} - {cs}", p=c.ptname("L"), cs=case)
    d.line("")
    d.line("Admitted {dt} to {h}, {w}, bed {b}.", dt=c.date(0, rng.choice(["d_mon", "dm", c.ds])), h=loc_h,
           w=Phi(rng.choice(PL.WARDS), "HOSPITAL"), b=Phi(str(rng.randint(1, 30)), "LOCATION_OTHER"))
    d.line("Hosp no {m}. {a}, {pr} from {town}, {cty}.", m=Phi(phi.mrn(rng, c.country), "MRN"),
           a=K.age_sex(rng, c, rng.choice(["dash", "yo"])), pr=Phi(c.prof, "PROFESSION"),
           town=Phi(c.home["city"], "CITY"), cty=Phi(c.home["country"], "COUNTRY"))
    if c.home_country == "US" and rng.random() < 0.6:
        d.line("Insured SSN (per policy schedule): {x}", x=Phi(phi.ssn(rng, "US"), "SSN"))
    elif c.home_country == "CA" and rng.random() < 0.5:
        d.line("SIN (per policy schedule): {x}", x=Phi(phi.ssn(rng, "CA"), "SSN"))
    d.line("Presentation: {x}", x=s["cc"])
    d.line("Findings: {x}", x=s["exam"])
    d.line("Diagnosis: {x}", x=s["dx"])
    d.line("Treatment: {x}", x=s["tx"])
    d.line("Current: stable, {x}", x=rng.choice(["SpO2 95% on air at rest", "mobilising with frame", "pain controlled on oral analgesia",
                                                 "O2 requirement 2 L/min"]))
    d.line("Fit to fly: {x}", x=rng.choice(["yes, with escort", "yes after 48 h", "stretcher only, with O2 2 L/min",
                                            "not before repeat CXR"]))
    d.line("Family: {r} {n} at bedside, tel {p}", r=rng.choice(["wife", "husband", "partner", "mother", "brother"]),
           n=Phi(c.family().first, "FAMILY"), p=c.phone(c.home_country, True))
    d.line("Invoice {i} to follow; bank acct {b}", i=Phi(phi.account(rng), "ACCOUNT"),
           b=Phi("%s-%s-%s" % (phi.digits(rng, 2), phi.digits(rng, 4), phi.digits(rng, 7)), "ACCOUNT"))
    d.line("{n}", n=c.dr(loc_dr, rng.choice(["fl_cred", "dr_fl"])))
    d.line("{h} | {p}", h=loc_h, p=c.phone())


# ----------------------------------------------------------------------------- polar station record
def polar_station(rng, c, d):
    prog = Phi(rng.choice(["Southern Ice Research Programme", "Boreal Polar Logistics", "Coldfront Research Institute",
                           "Lakehead Geoscience Ltd"]), "ORGANIZATION")
    stn = Phi(rng.choice(PL.POLAR_STATIONS), "LOCATION_OTHER")
    doc = c.staff("doctor")
    tele = c.staff("doctor")
    lead = c.person()
    kind = rng.choice(["dental", "frostbite", "hypothermia", "wrist", "ribs", "gi", "cardiac", "head", "snowblind"])
    s = C.scenario(rng, kind)
    season = c.t0.year
    c.prof = rng.choice(PL.POLAR_ROLES)
    d.line("{p}", p=prog)
    d.line("{s} - Medical Facility - Clinical Record", s=stn)
    d.line("Season: {y} {w}", y=Phi(str(season), "DATE"), w=rng.choice(["winter-over", "summer", "WINFLY", "mainbody"]))
    d.line("")
    d.line("Name: {n}   Staff no: {sn}", n=c.ptname(rng.choice(["LF", "fl", "lf"])), sn=Phi(phi.idnum(rng, "OTHER"), "IDNUM"))
    d.line("Age: {a}   Sex: {s}   Role on station: {r}", a=c.age_phi(), s=c.sex, r=Phi(c.prof, "PROFESSION"))
    bk, bx = rng.choice([("FP", "fingerprint, lab wing"), ("IR", "iris, generator hall"), ("PV", "palm vein, food store"),
                         ("FP", "fingerprint - suspended during isolation")])
    d.line("Access biometric: {b} ({x})", b=Phi(phi.bioid(rng, bk), "BIOID"), x=bx)
    d.line("Home contact: {n} ({r}), {p}", n=Phi(c.family().first + " " + c.pt.last, "FAMILY"),
           r=rng.choice(["spouse", "mother", "partner", "father"]), p=c.phone(c.home_country))
    d.line("Pre-deployment medical: {dt}, {h}", dt=c.date(-rng.randint(90, 200), rng.choice(["month_y", c.ds])),
           h=Phi(rng.choice(PL.HOSPITALS[c.home_country]), "HOSPITAL"))
    d.line("")
    d.line("Consult {dt} {t} (station time), Sick bay", dt=c.date(0, rng.choice([c.ds, "iso"])), t=C.time(rng, "hm"))
    d.line("HPC: {x}. Onset {o}. Outside temp {tmp}, {w}.", x=s["cc"],
           o=rng.choice(["yesterday", "3/7", "during field traverse", "this am on the flag line"]),
           tmp=rng.choice(["-41C", "-28C", "-56C", "-12C"]), w=rng.choice(["katabatic 35 kt", "calm", "drift, vis 200 m"]))
    d.line("Exam: {x}", x=s["exam"])
    d.line("Dx: {x}", x=s["dx"])
    d.line("Mx: {x}", x=s["tx"])
    d.line("")
    d.f("Telemedicine with {dr} ({h}) over {lnk} - session host {ip}", dr=c.dr(tele, rng.choice(["dr_fl", "dr_l"])),
        h=c.hospital(), lnk=rng.choice(["Starlink", "Iridium Certus", "VSAT"]), ip=Phi(phi.ipaddr(rng), "IPADDR"))
    if rng.random() < 0.6:
        d.f("; images at {u}", u=Phi(phi.url(rng, prog.value, "telemed"), "URL"))
    d.w(".\n")
    d.line("Station leader {n} informed; {x}.", n=Phi("%s %s" % (lead.first, lead.last), "FAMILY") if rng.random() < 0.6
           else Phi(lead.first, "FAMILY"),
           x=rng.choice(["light duties x 7/7", "removed from field roster", "no operational impact",
                         "medevac request lodged with ops"]))
    if rng.random() < 0.5:
        d.line("Medevac option: {ty} {reg}, weather window {dt}-{dt2}; pt {pf} aware.", ty=rng.choice(["Basler BT-67", "Twin Otter",
                                                                                                      "C-130", "Dash-7"]),
               reg=Phi(phi.aircraft_reg(rng, rng.choice(["CA", "US", "NZ"])), "VEHICLE"), dt=c.date(2, "d_mon"),
               dt2=c.date(4, "d_mon"), pf=c.ptname("f"))
    d.line("Dispensed: {m}", m=", ".join(C.meds_list(rng, 2)))
    d.line(C.hard_negative_line(rng))
    d.line("Review {dt}.", dt=c.date(rng.randint(1, 7), rng.choice(["wk_d_mon", "weekday", "d_mon"])))
    d.line("")
    d.line("{n}, station MO", n=c.dr(doc, rng.choice(["dr_fl", "fl_cred", "dr_l"])))
    d.line("Logged in as {u} from {ip}", u=c.uname(doc), ip=Phi(phi.ipaddr(rng), "IPADDR"))
