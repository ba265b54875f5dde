"""English rules 0.58.0: a ship's name, position, call sign and flag state and a seafarer's rank are PHI; an outline
number, a fraction no calendar reads, a department named only by what it treats and a tattoo are not."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


@pytest.mark.parametrize("text, ship", [
    ("Vessel: MT Torsvik Installer   IMO 9964212   alongside", "Torsvik Installer"),
    ("Vessel:\tAHTS Sjøtroll  IMO 9221210\n", "Sjøtroll"),
    ("vessel .... mv pilbara pearl  imo 9240312\n", "pilbara pearl"),
    ("Vessel: Stormfugl   IMO 9539328   MMSI 257516054", "Stormfugl"),
])  # fmt: skip
def test_a_ship_by_its_name(en_rules, text: str, ship: str) -> None:
    assert ship in found_as(en_rules, text, "LOCATION_OTHER")


@pytest.mark.parametrize("text", [
    "Vessel: LAD   Stenosis: 70%",
    "Vessels: 3-vessel disease, LAD and RCA.",
    "small vessel disease on MRI\n",
])  # fmt: skip
def test_a_coronary_vessel_is_no_ship(en_rules, text: str) -> None:
    assert found_as(en_rules, text, "LOCATION_OTHER") == []


@pytest.mark.parametrize("text, place", [
    ("Position:\t27°21.7'N 091°30.1'W  course 111°", "27°21.7'N 091°30.1'W"),
    ("Position 60 03.2N 001 53.9E. Wind E 4", "60 03.2N 001 53.9E"),
    ("position:\t21 51.4s 124 31.0e\n", "21 51.4s 124 31.0e"),
    ("Position: 66.6559, 7.9813  course 151°", "66.6559, 7.9813"),
    ("found near Thistle Lane (GPS 50.93018, 0.10496)", "50.93018, 0.10496"),
])  # fmt: skip
def test_a_position_is_a_place(en_rules, text: str, place: str) -> None:
    assert place in found_as(en_rules, text, "LOCATION_OTHER")


def test_two_decimals_without_a_position_label_are_no_place(en_rules) -> None:
    assert found_as(en_rules, "Urine SG 1.023, pH 7.385, protein nil", "LOCATION_OTHER") == []


@pytest.mark.parametrize("text", [
    "Crew: Southern Districts Ambulance   Callsign: NL162\nVehicle reg: VEK-823",
    "ident no: 081314986, crew callsign Alpha31\nAccompanied by: mother",
])  # fmt: skip
def test_an_ambulance_call_sign_is_no_ones_vehicle(en_rules, text: str) -> None:
    assert not any(v in ("NL162", "Alpha31") for v in found_as(en_rules, text, "VEHICLE"))


@pytest.mark.parametrize("text, sign", [
    ("IMO 9108424   Call sign LAFC4   Flag United Kingdom", "LAFC4"),
    ("mmsi 503994099\ncall sign:\t3ejs3   flag:\tcyprus", "3ejs3"),
])  # fmt: skip
def test_a_call_sign_is_a_vehicle_identifier(en_rules, text: str, sign: str) -> None:
    assert sign in found_as(en_rules, text, "VEHICLE")


@pytest.mark.parametrize("text, country", [
    ("Call sign LSL3   Flag Cyprus\nOperator: Bayou Marine", "Cyprus"),
    ("Call sign:\tMAZW8   Flag:\tNetherlands\n", "Netherlands"),
    ("flag state: the Bahamas\n", "the Bahamas"),
])  # fmt: skip
def test_a_flag_state_is_a_country(en_rules, text: str, country: str) -> None:
    assert country in found_as(en_rules, text, "COUNTRY")


@pytest.mark.parametrize(
    "text", ["Amber flag sepsis.\n", "Red-flag safety-netting discussed.", "to flag the discrepancy."]
)
def test_a_red_flag_is_no_country(en_rules, text: str) -> None:
    assert found_as(en_rules, text, "COUNTRY") == []


@pytest.mark.parametrize("text, rank", [
    ("Crew member: Callum Forbes   Rank: chief cook\nDOB: 17/11/83", "chief cook"),
    ("Name:\tJensen, Tormod M\nRank:\toiler   Age:\t60", "oiler"),
    ("Capacity / rank:\tskipper   Department:\tDeck", "skipper"),
    ("Crew member SVOBODA, BRYCE   Rank third officer\n", "third officer"),
])  # fmt: skip
def test_a_seafarers_rank_is_an_occupation(en_rules, text: str, rank: str) -> None:
    assert rank in found_as(en_rules, text, "PROFESSION")


@pytest.mark.parametrize("text", [
    "Service no: 37308994   Rank: CPL   Name: OKAFOR, AGNES",
    "Pay grade/Rank: Flt Lt\nUnit: Tactical Medical Wing",
    "Rank: Flying Officer   Unit: 22 Squadron",
])  # fmt: skip
def test_a_military_rank_is_left_alone(en_rules, text: str) -> None:
    assert found_as(en_rules, text, "PROFESSION") == []


@pytest.mark.parametrize("text, number", [
    ("action: book CPET.\n2.2 Saleh, Kwabena, age 62", "2.2"),
    ("switch by Sat 22/2.\n1.4 V.M. aged 39, psoas abscess", "1.4"),
])  # fmt: skip
def test_an_outline_number_is_no_bed_or_date(en_rules, text: str, number: str) -> None:
    assert number in vetoed_as(en_rules, text, "LOCATION")
    assert number in vetoed_as(en_rules, text, "DATE")


def test_a_date_before_a_time_is_no_outline_number(en_rules) -> None:
    assert "10.9" not in vetoed_as(en_rules, "creatinine 112\n10.9 08:15 | grace | checked", "DATE")


@pytest.mark.parametrize("text, fraction", [
    ("recheck OK\n30/40 | 2024-07-24 | 1", "30/40"),
    ("Grip (Jamar, kg) R: 35/43/39/31/26  L: 31/37/30/27/16", "35/43/39/31/26"),
    ("Near 20/40 or better.", "20/40"),
])  # fmt: skip
def test_a_fraction_no_calendar_reads_is_no_date(en_rules, text: str, fraction: str) -> None:
    assert fraction in vetoed_as(en_rules, text, "DATE")


@pytest.mark.parametrize("text, fraction", [
    ("Copy given to patient Jan 15/22.", "15/22"),
    ("NHS No: 999 628 1272, Ward 31/13\n", "31/13"),
    ("- CVA 05/99\n- OSA on CPAP 12/97", "05/99"),
    ("seen 2/7 ago; review 3/4", "3/4"),
])  # fmt: skip
def test_a_fraction_a_calendar_may_read_stays(en_rules, text: str, fraction: str) -> None:
    assert not any(fraction in v for v in vetoed_as(en_rules, text, "DATE"))


@pytest.mark.parametrize("text, department", [
    ("Seen in Thyroid Clinic today.", "Thyroid Clinic"),
    ("St Aldhelm's Hospital\nTransplant Nephrology\n40 Granary View", "Transplant Nephrology"),
    ("Riverside Children's Hospital\nGenomic Medicine Laboratory\n", "Genomic Medicine Laboratory"),
])  # fmt: skip
def test_a_department_named_only_by_what_it_treats_is_no_place(en_rules, text: str, department: str) -> None:
    assert department in vetoed_as(en_rules, text, "LOCATION")


@pytest.mark.parametrize("text", [
    "family asked to attend infusion center b today.",
    "Juniperridge Specialty Clinic, 12 Elm St",
    "referred to Geriatric Mental Health Outreach Team",
])  # fmt: skip
def test_a_named_or_lettered_unit_keeps_its_place(en_rules, text: str) -> None:
    assert not any(
        v.startswith(("Infusion", "infusion", "Specialty", "Geriatric")) for v in vetoed_as(en_rules, text, "LOCATION")
    )


def test_a_tattoo_is_no_occupation_but_a_tattoo_artist_is(en_rules) -> None:
    assert "tattoo reading" in vetoed_as(en_rules, "There is a tattoo reading 'RIP Mum 2004'.", "PROFESSION")
    assert vetoed_as(en_rules, "Works as a tattoo artist at Quillan Ink.", "PROFESSION") == set()
